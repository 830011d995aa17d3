"""What the end of a hand and of a game say: who bid what and how it ended, the points and
marks, the winner (the end panel and the announcer)."""

from __future__ import annotations

from ..engine import HandResult, Observation, Outcome, Phase, Rules, Variant
from ..engine.scoring import target_leaders
from ..engine.stake import scores_marks
from ..engine.wording import shoots_the_moon
from ..engine.words import and_list
from .i18n import QT_TRANSLATE_NOOP, render, translate, whole
from .models import bid_text, bidder_tricks, contract_text, seat_label, side_names, tricks_won


def game_over_title(obs: Observation, sides: list[str], winner: int, view_seat: int) -> str:
    score = "–".join(whole(s) for s in obs.score)
    if len(sides) > 2:  # each for themself: say whose score is whose
        score = ", ".join(f"{n} {whole(s)}" for n, s in zip(sides, obs.score))
    name = sides[winner] if 0 <= winner < len(sides) else "?"
    viewer_won = winner == obs.rules.layout.side(view_seat)  # a side's index (a seat's, without partners)
    if viewer_won:
        return translate("Panels", "You win the game, {score}!").format(score=score)
    if name == translate("Models", "Them"):
        return translate("Panels", "They win the game, {score}.").format(score=score)
    return translate("Panels", "{name} wins the game, {score}.").format(name=name, score=score)


def hand_summary(result: HandResult, obs: Observation, names: list[str], view_seat: int) -> str:
    """Who bid what, the points per side, made or set, and what was scored."""
    rules = obs.rules
    sides = side_names(rules, names, view_seat)
    if result.bidder is None or result.bid is None:
        return translate("Panels", "Everyone passed: the tiles are shaken again.")
    lines = [bid_outcome(result, rules, names, view_seat)]
    if obs.claimed is not None:
        seat, tricks = obs.claimed
        if tricks == rules.layout.tricks:  # at the first lead ("the last 7 tricks" read oddly)
            line = translate("Panels", "You laid down all %n tricks: every tile was sure to win.", None, tricks) \
                if seat == view_seat else \
                translate("Panels", "{who} laid down all %n tricks: every tile was sure to win.", None, tricks)
        elif seat == view_seat:
            line = translate("Panels", "You laid down the last trick: every tile was sure to win.") if tricks == 1 else \
                translate("Panels", "You laid down the last %n tricks: every tile was sure to win.", None, tricks)
        else:
            line = translate("Panels", "{who} laid down the last trick: every tile was sure to win.") if tricks == 1 else \
                translate("Panels", "{who} laid down the last %n tricks: every tile was sure to win.", None, tricks)
        lines.append(line.format(who=seat_label(names, seat)))
    decided = bidder_tricks(rules, names, result.bidder, result.contract, tricks_won(result, rules.layout.n_seats))
    if decided is not None:  # a Nello or a Sevens: the bidders' tricks decide it, not the points
        lines.append(decided)
    elif rules.layout.partnerships:
        lines.append(translate("Panels", "Points: {list}").format(list=" · ".join(f"{n} {p}" for n, p in zip(sides, result.points))))  # noqa: E501
    else:
        each = " · ".join(f"{seat_label(names, s)} {p}" for s, p in enumerate(result.points))
        # 42 for three counts points
        lines.append((translate("Panels", "Tricks: {list}") if rules.variant is Variant.MOON else
                      translate("Panels", "Points: {list}")).format(list=each))
    marks = scores_marks(rules)
    gains = [_gain(side, a, marks) for side, a in zip(sides, result.awarded) if a]
    if gains:
        lines.append(translate("Panels", "Scored: {list}").format(list=", ".join(gains)))
    tie = _tie_at_the_target(obs, names)
    if tie:
        lines.append(tie)
    return "\n".join(lines)


def _tie_at_the_target(obs: Observation, names: list[str]) -> str:
    """Each for themself, a tie for the lead at the target or over plays on: say so (found by
    QA in 42 for three: the hand ended with two players at the target and nothing said why the
    game went on)."""
    if obs.rules.layout.partnerships or obs.phase is not Phase.SCORED:
        return ""
    tied = target_leaders(obs.score, obs.rules.target)
    if len(tied) < 2:
        return ""
    return translate("Panels", "{names} are tied at {score}: another hand breaks the tie.").format(
        names=render(and_list([seat_label(names, s) for s in tied])), score=whole(obs.score[tied[0]]))


def _gain(side: str, gained: int, marks: bool) -> str:
    """"Us +1 mark", "West −30 points" (a minus sign, as the hints write it)."""
    n = abs(gained)  # a plain name: pyside6-lupdate reads no expression as the count
    if marks:
        text = translate("Panels", "{side} +%n mark(s)", None, n) if gained > 0 else \
            translate("Panels", "{side} −%n mark(s)", None, n)
    else:
        text = translate("Panels", "{side} +%n point(s)", None, n) if gained > 0 else \
            translate("Panels", "{side} −%n point(s)", None, n)
    return text.format(side=side)


OUTCOME_TITLES = {Outcome.MADE: QT_TRANSLATE_NOOP("Panels", "the bid is made"),
                  Outcome.SET: QT_TRANSLATE_NOOP("Panels", "the bid is set"),
                  Outcome.RESHAKE: QT_TRANSLATE_NOOP("Panels", "everyone passed"),
                  Outcome.REDEAL: QT_TRANSLATE_NOOP("Panels", "everyone passed")}


def bid_outcome(result: HandResult, rules: Rules, names: list[str], view_seat: int) -> str:
    """"You bid 30 (Sixes) and made it.", "West bid 2 marks (Doubles) and was set." """
    assert result.bidder is not None and result.bid is not None
    you = result.bidder == view_seat
    made = result.result is Outcome.MADE
    # "2 marks", not "2 marks (84)", before the contract's parentheses (found by playing: "You bid
    # 1 mark (42) (Nello) and were set.")
    plain_marks = rules.variant is not Variant.MOON and result.bid.value >= 42 and not result.bid.special
    bid = bid_text(result.bid, rules, short=plain_marks)
    if shoots_the_moon(result.bid, rules) and result.contract is not None:
        # The bid by its name, as the score sheet and the bid panel say it (found by a Moon audit: "You bid
        # 21 (Follow-me) and made it." beside the score sheet's "Shoot the moon"; "You bid Shoot the
        # moon (Sixes)" read badly, found by playing)
        template = _moon_outcome(you, made)
    elif result.forced and result.contract is not None:
        # (found by playing: a forced 30 set read as the bidder's own misjudgement)
        template = _forced_outcome(you, made)
    elif result.contract is None:
        if you:
            template = translate("Panels", "You bid {bid} and made it.") if made else translate("Panels", "You bid {bid} and were set.")  # noqa: E501
        else:
            template = translate("Panels", "{who} bid {bid} and made it.") if made else translate("Panels", "{who} bid {bid} and was set.")  # noqa: E501
    elif you:
        template = translate("Panels", "You bid {bid} ({contract}) and made it.") if made else \
            translate("Panels", "You bid {bid} ({contract}) and were set.")
    else:
        template = translate("Panels", "{who} bid {bid} ({contract}) and made it.") if made else \
            translate("Panels", "{who} bid {bid} ({contract}) and was set.")
    contract = contract_text(result.contract) if result.contract is not None else ""
    return template.format(who=seat_label(names, result.bidder), bid=bid, contract=contract)


def _forced_outcome(you: bool, made: bool) -> str:
    """`bid_outcome`'s sentence for a bid the rules forced, a template of {who}, {bid} and {contract}."""
    if you:
        return translate("Panels", "You were forced to bid {bid} ({contract}) and made it.") if made else \
            translate("Panels", "You were forced to bid {bid} ({contract}) and were set.")
    return translate("Panels", "{who} was forced to bid {bid} ({contract}) and made it.") if made else \
        translate("Panels", "{who} was forced to bid {bid} ({contract}) and was set.")


def _moon_outcome(you: bool, made: bool) -> str:
    """`bid_outcome`'s sentence for Moon's 21, a template of {who} and {contract}."""
    if you:
        return translate("Panels", "You bid to shoot the moon ({contract}) and made it.") if made else \
            translate("Panels", "You bid to shoot the moon ({contract}) and were set.")
    return translate("Panels", "{who} bid to shoot the moon ({contract}) and made it.") if made else \
        translate("Panels", "{who} bid to shoot the moon ({contract}) and was set.")


def wait_text() -> str:
    """Said when the user acts out of turn; taken away when the turn comes."""
    return translate("MainWindow", "Wait for your turn.")


def refused_tile_text(obs: Observation) -> str:
    """What a tile chosen (clicked, or Enter on the hand) is answered with when no tile can be played:
    the hand or game over, another seat's turn, or the user's turn to bid or name trump (found by QA:
    a tile chosen at the user's bid did nothing and said nothing)."""
    if obs.phase in (Phase.SCORED, Phase.GAME_OVER):
        return over_text(obs.phase)
    if obs.to_act == obs.seat and obs.phase is Phase.TRUMP:
        return translate("MainWindow", "Name trump first: the panel on the table asks for it.")
    if obs.to_act == obs.seat and obs.phase is Phase.BID:
        return translate("MainWindow", "Bid first: the bid panel is on the table.")
    return wait_text()


def over_text(phase: Phase) -> str:
    """What a tile chosen after the hand (SCORED) or the game (GAME_OVER) is answered with."""
    if phase is Phase.SCORED:
        return translate("MainWindow", "The hand is over: press Next hand (N).")
    return translate("MainWindow", "The game is over: Rematch or New game.")
