"""A hint's words link to their meaning: a reason that opens with one of the players' words ("pull
trumps: …") shows it as a link to its entry in the rules page's glossary, in the user's language;
following it (by mouse or by keyboard) opens Help's rules page at that entry, and pointing at it or
reaching it by Tab shows the entry's words. The hint panel, the practice reveals and the hand review."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qt_compat import qt_api

from texas42_qt.ai.hints import PlayHint
from texas42_qt.ai.reasons import PlayOption
from texas42_qt.engine import Play, Rules
from texas42_qt.engine.text import QT_TRANSLATE_NOOP, tx
from texas42_qt.engine.tiles import tile_id
from texas42_qt.gui import i18n
from texas42_qt.gui.glossary import glossary_of
from texas42_qt.gui.hintview import HintView
from texas42_qt.gui.rulespage import RulesDialog, page_glossary, rules_markdown

Key = qt_api.QtCore.Qt.Key
SIX_SIX, FIVE_FIVE = tile_id(6, 6), tile_id(5, 5)


def pull_trumps() -> object:
    return tx(QT_TRANSLATE_NOOP("reasons", "pull trumps: the {tiles} is still out; {who}"), tiles="5-5",
              who="the opponents may hold it")


def pull_trumps_hint() -> PlayHint:
    reason = tx(QT_TRANSLATE_NOOP("hints", "Play {tile}: {reason}."), tile="6-6", reason=pull_trumps())
    return PlayHint([PlayOption(SIX_SIX, 0.8, 20.0), PlayOption(FIVE_FIVE, 0.5, 12.0)], SIX_SIX, True, reason, 64)


def throw_off() -> object:
    return tx(QT_TRANSLATE_NOOP("reasons", "throw off: you have no {suit} and the trick is lost to {to}, so give the "
                                           "{tile}"), suit="trumps", to="West", tile="2-2")


@pytest.fixture(params=["en", "sk"])
def language(request, qapp):
    code = request.param
    if code != "en" and not i18n.has_catalogue(code):
        pytest.skip(f"no compiled catalogue for {code} (python tools/i18n.py build)")
    i18n.install(qapp, code)
    yield code
    i18n.install(qapp, "en")


def shown_rules() -> RulesDialog:
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]
    assert len(found) == 1, found
    return found[0]


def opened_at(dialog: RulesDialog, word: str) -> bool:
    """The rules page shows the glossary entry of `word`: its words chosen, and in sight."""
    browser = dialog.browser
    head = browser.textCursor().selectedText()
    return head.rstrip(":") == word and browser.viewport().rect().contains(browser.cursorRect())


def test_the_glossary_is_the_rules_pages_own():
    """Each entry is a bullet of the page's last section, with its words in bold, in each language."""
    for code in ("en", "sk"):
        page = rules_markdown(code)
        glossary = glossary_of(page)
        assert glossary.title and f"\n## {glossary.title}\n" in page
        assert all(f"- {e.text[:40]}" in " ".join(page.split()) for e in glossary.entries)
        assert len({e.anchor for e in glossary.entries}) == len(glossary.entries) > 20
    en = page_glossary("en")
    assert en.entry_for("pull trumps").word == "Pull trumps"
    assert en.entry_for("stay under the bidder").word == "Stay under"
    assert en.entry_for("trump it").word == "Trump it"  # (not "Trump", the shorter head it begins with)
    assert en.entry_for("nothing of the sort") is None
    assert page_glossary("sk").entry_for("tromfuj").word == "Tromfuj"  # (not "Tromf")


def test_a_hints_word_links_to_its_glossary_entry_and_opens_the_rules_there(qtbot, language):
    view = HintView()
    qtbot.addWidget(view)
    view.resize(320, 520)
    view.show()
    qtbot.waitExposed(view)
    view.show_hint(pull_trumps_hint(), Rules())
    entry = page_glossary(language).entry_for("vytiahni tromfy" if language == "sk" else "pull trumps")
    assert entry is not None
    word = "vytiahni tromfy" if language == "sk" else "pull trumps"
    assert f'<a href="glossary:{entry.anchor}">{word}</a>:' in view.summary.text()
    # A screen reader hears the words, not the markup, and the entry's meaning as the description
    face = QAccessible.queryAccessibleInterface(view.summary)
    said = face.text(QAccessible.Text.Name)
    assert word in said and "<" not in said and not re.search(r"\d-\d", said), said
    # and that the words are links a key opens (Qt says nothing of a label's links)
    described = face.text(QAccessible.Text.Description)
    assert described.startswith(entry.plain()) and described != entry.plain(), described
    # Pointing at the word shows its entry; leaving it gives the summary its own tooltip back
    view.summary.setToolTip("own")
    view.summary.linkHovered.emit(f"glossary:{entry.anchor}")
    assert view.summary.toolTip() == entry.rich() and entry.word in entry.rich()
    view.summary.linkHovered.emit("")
    assert view.summary.toolTip() == "own"
    # The keyboard: Tab from Hint reaches the word itself, Enter opens the rules page at its entry
    view.ask.setFocus()
    qtbot.waitUntil(view.ask.hasFocus)
    qtbot.keyClick(view.ask, Key.Key_Tab)
    qtbot.waitUntil(view.summary.hasFocus)
    assert view.summary.selectedText() == word
    qtbot.keyClick(view.summary, Key.Key_Return)
    qtbot.waitUntil(lambda: any(isinstance(w, RulesDialog) and w.isVisible() for w in QApplication.topLevelWidgets()))
    dialog = shown_rules()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: opened_at(dialog, entry.word))
    assert dialog.markdown == rules_markdown(language)  # the page in the user's language
    dialog.close()
    # The mouse: a click on the link does the same
    view.summary.linkActivated.emit(f"glossary:{entry.anchor}")
    dialog = shown_rules()
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: opened_at(dialog, entry.word))
    dialog.close()


def test_a_hint_without_a_glossary_word_adds_no_link_and_no_tab_stop(qtbot):
    view = HintView()
    qtbot.addWidget(view)
    before = view.summary.focusPolicy()
    view.show_hint(pull_trumps_hint(), Rules())
    assert view.summary.focusPolicy() != before  # (its link takes the keyboard)
    plain = tx(QT_TRANSLATE_NOOP("hints", "Play {tile}: {chance}."), tile="6-6", chance="about 72% to make the contract")
    view.show_hint(PlayHint([PlayOption(SIX_SIX, 0.8, 20.0)], SIX_SIX, True, plain, 64), Rules())
    assert "<a " not in view.summary.text() and view.summary.accessibleDescription() == ""
    assert view.summary.focusPolicy() == before
    view.clear()
    assert view.summary.focusPolicy() == before


def test_the_main_windows_hint_panel_opens_help_rules_at_the_word(qtbot, tmp_path):
    """From the window, the page is Help's own: with its Keyboard section."""
    from gui_helpers import close_clean, make_window

    w = make_window(qtbot, tmp_path)
    w.hint_view.show_hint(pull_trumps_hint(), Rules())
    entry = page_glossary("en").entry_for("pull trumps")
    seen: list[tuple[bool, bool]] = []

    def look() -> None:  # in the rules page's own loop
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, RulesDialog) and dialog.isVisible():
            timer.stop()
            seen.append(("## Keyboard" in dialog.markdown, opened_at(dialog, entry.word)))
            dialog.reject()

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(look)
    timer.start()
    w.hint_view.summary.linkActivated.emit(f"glossary:{entry.anchor}")
    timer.stop()
    assert seen == [(True, True)]
    close_clean(qtbot, w)


def test_the_hand_reviews_reasons_name_their_words_with_links_to_the_rules(qtbot, language):
    from texas42_qt.gui.trainer_views import ReviewDialog
    from texas42_qt.trainer.review import HandReview, Step

    dialog = ReviewDialog()
    qtbot.addWidget(dialog)
    dialog.resize(900, 560)
    dialog.show()
    why = throw_off()
    steps = [Step(n, n % 4, Play(0), "plays 2-2", n % 4 == 0, 0.4, 0.4, None, None, why, why, True) for n in range(1, 9)]
    dialog.show_review(HandReview(0, steps, (1, 2, 4, 8), None, None, None, None, "points"), Rules(), ["You"] * 4)
    entry = page_glossary(language).entry_for("zhoď" if language == "sk" else "throw off")
    assert entry is not None
    assert dialog.words.isVisible() and f'<a href="glossary:{entry.anchor}">{entry.word}</a>' in dialog.words.text()
    assert dialog.words.text().count("glossary:") == 1  # (two rows say it: the line names it once)
    mine = dialog.table.item(3, 6)  # the user's row (step 4): "Good: throw off: …"
    assert entry.rich() in mine.toolTip()
    assert dialog.table.item(0, 6).toolTip() == ""  # (another seat's row shows no reason)
    dialog.words.linkActivated.emit(f"glossary:{entry.anchor}")
    rules = shown_rules()
    qtbot.addWidget(rules)
    qtbot.waitUntil(lambda: opened_at(rules, entry.word))
    rules.close()
    # a review without such words has no line (and the next one worked out none of the last's)
    dialog.begin("Reviewing hand 2…")
    assert dialog.words.isHidden()


def test_the_play_practice_reveal_links_its_reasons_words(qtbot):
    from texas42_qt.gui.play_practice import PlayRevealDialog
    from texas42_qt.trainer.play_practice import PlayReveal

    dialog = PlayRevealDialog()
    qtbot.addWidget(dialog)
    reveal = PlayReveal(pull_trumps_hint(), FIVE_FIVE, 0.3, 8.0, pull_trumps(), throw_off())
    dialog.show_reveal(reveal, Rules(), 1, 10, 0)
    shown = dialog.headline.text()
    glossary = page_glossary("en")
    for word in ("pull trumps", "throw off"):
        assert f'<a href="glossary:{glossary.entry_for(word).anchor}">{word}</a>' in shown
    said = QAccessible.queryAccessibleInterface(dialog.headline).text(QAccessible.Text.Name)
    assert "pull trumps" in said and "<" not in said
    # the same word twice ("Yours: pull trumps: …", "Best: …: pull trumps: …"): one link, one Tab stop
    dialog.show_reveal(PlayReveal(pull_trumps_hint(), FIVE_FIVE, 0.3, 8.0, pull_trumps(), pull_trumps()), Rules(), 1, 10, 0)
    assert dialog.headline.text().count("<a ") == 1 and dialog.headline.text().count("pull trumps") == 2


@dataclass
class Seen:
    """The rules page a link opened, as it was while open."""

    parent: object
    transient: object
    keyboard: bool


def followed(label) -> Seen:
    """Follow `label`'s first link, and what the rules page it opens is over (it is closed at once)."""
    seen: list[Seen] = []

    def look() -> None:  # in the rules page's own loop
        rules = QApplication.activeModalWidget()
        if isinstance(rules, RulesDialog) and rules.isVisible():
            timer.stop()
            seen.append(Seen(rules.parentWidget(), rules.windowHandle().transientParent(), "## Keyboard" in rules.markdown))
            rules.reject()

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(look)
    timer.start()
    label.linkActivated.emit(re.search(r'href="([^"]+)"', label.text()).group(1))
    timer.stop()
    assert len(seen) == 1
    return seen[0]


def test_the_rules_opened_from_a_dialogs_word_are_over_that_dialog(qtbot, tmp_path):
    """Found by playing by keyboard: the rules page opened from the hand review's word (or a practice
    reveal's) was over the main window, which took the keyboard when it closed: Tab and Escape went to
    the main window, unseen, the review still on screen. It is over the dialog the word is in (whose
    window the system gives the keyboard back to), and still Help's page, with its Keyboard section."""
    from gui_helpers import close_clean, make_window

    from texas42_qt.gui.play_practice import PlayRevealDialog
    from texas42_qt.gui.trainer_views import ReviewDialog
    from texas42_qt.trainer.play_practice import PlayReveal
    from texas42_qt.trainer.review import HandReview, Step

    w = make_window(qtbot, tmp_path)
    review = ReviewDialog(w)
    why = throw_off()
    steps = [Step(n, n % 4, Play(0), "plays 2-2", n % 4 == 0, 0.4, 0.4, None, None, why, why, True) for n in range(1, 9)]
    review.show_review(HandReview(0, steps, (1, 2, 4, 8), None, None, None, None, "points"), Rules(), ["You"] * 4)
    reveal = PlayRevealDialog(w)
    reveal.show_reveal(PlayReveal(pull_trumps_hint(), FIVE_FIVE, 0.3, 8.0, pull_trumps(), throw_off()), Rules(), 1, 10, 0)
    for dialog, label in ((review, review.words), (reveal, reveal.headline)):
        dialog.show()
        qtbot.waitExposed(dialog)
        rules = followed(label)
        assert (rules.parent is dialog, rules.transient is dialog.windowHandle(), rules.keyboard) == (True, True, True), \
            type(dialog).__name__
        dialog.close()
    close_clean(qtbot, w)


def test_the_lay_down_hints_word_links_to_its_glossary_entry(qtbot, language):
    """Found by playing a Plunge in Vietnamese: the hint offering a laydown opens with the players' word
    ("Lay down: …", "Hạ bài: …"), which the glossary explains, and it was plain text."""
    from texas42_qt.ai.hints import CLAIM_REASON

    view = HintView()
    qtbot.addWidget(view)
    hint = PlayHint([PlayOption(SIX_SIX, 1.0, 20.0), PlayOption(FIVE_FIVE, 1.0, 20.0)], SIX_SIX, True, CLAIM_REASON, 64,
                    claim=True)
    view.show_hint(hint, Rules())
    word = i18n.render(CLAIM_REASON).split(":")[0]
    entry = page_glossary(language).entry_for(word)
    assert entry is not None and entry.word == word, (word, entry)
    assert f'<a href="glossary:{entry.anchor}">{word}</a>:' in view.summary.text()
    assert view.summary.accessibleDescription().startswith(entry.plain())


@pytest.mark.parametrize("code", ["en", "it"])
def test_exposed_in_a_bid_reason_links_to_its_entry(qtbot, qapp, code):
    """Found by a newcomer pass: "…; the 6-4 is exposed" in a bid reason, and no way from the hint to what
    "exposed" means (the glossary's "Words you will hear" has it). The words after the hand link to the
    entry, in the user's language; Tab reaches them and shows the entry."""
    from texas42_qt.ai.heuristics import describe_hand
    from texas42_qt.engine import Contract, parse_tile

    if code != "en" and not i18n.has_catalogue(code):
        pytest.skip(f"no compiled catalogue for {code} (python tools/i18n.py build)")
    hand = describe_hand(sum(1 << parse_tile(t) for t in "5-5 5-4 5-3 6-4 2-2 1-0 3-1".split()), Contract.FIVES, Rules())
    assert hand.endswith("; the 6-4 is exposed")
    reason = tx(QT_TRANSLATE_NOOP("hints", "{hand}: about {percent}% to make {bid} in {contract}."), hand=hand,
                percent=72, bid="30", contract="fives")
    i18n.install(qapp, code)
    try:
        view = HintView()
        qtbot.addWidget(view)
        view.resize(320, 520)
        view.show()
        qtbot.waitExposed(view)
        view.show_hint(PlayHint([PlayOption(SIX_SIX, 0.8, 20.0)], SIX_SIX, True, reason, 64), Rules())
        entry = page_glossary(code).by_anchor(page_glossary("en").entry_for("Exposed").anchor)
        assert entry is not None and entry.word == ("Exposed" if code == "en" else "Carico a rischio")
        clause = "the 6-4 is exposed" if code == "en" else "il 6-4 è a rischio"
        assert f'<a href="glossary:{entry.anchor}">{clause}</a>' in view.summary.text()
        assert view.summary.accessibleDescription().startswith(entry.plain())
        view.ask.setFocus()
        qtbot.waitUntil(view.ask.hasFocus)
        qtbot.keyClick(view.ask, Key.Key_Tab)
        qtbot.waitUntil(view.summary.hasFocus)
        assert view.summary.selectedText() == clause
        qtbot.keyRelease(view.summary, Key.Key_Tab)  # (the key's release, once on the words, shows their entry)
        qtbot.waitUntil(lambda: QToolTip.text() == entry.rich())
    finally:
        i18n.install(qapp, "en")
