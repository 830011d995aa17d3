<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
    <context>
        <name>A11y</name>
        <message>
            <source>{table} columns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{table} rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{table}: select all</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>No data yet</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>It is not your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The hint failed: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The computer player failed: {error}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Minimum bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark bids (84 and up)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Raising a mark bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When everyone passes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First to bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Follow-me doubles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End the hand once decided</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hide won tricks on mark bids</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nello</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sevens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plunge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Splash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A forced bidder may call a special</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Widow exchange</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doubles may be trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Follow-me allowed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A set bidder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A made moon wins at any score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay down a sure hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The player to lead may show their hand and take every remaining trick when each tile they hold is sure to win it, whatever the others hold.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The lowest point bid allowed (30 in tournament play).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whether bids of 2 marks (84) or more are allowed; when off, 42 (1 mark) is the top bid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After the first mark bid, each later one raises it by exactly one mark, or by any number.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When the first three players pass: the shaker must bid the minimum, or the tiles are shaken again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Who bids first on the first hand of a game: the player left of the shaker, or whoever holds the 1-0.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In follow-me (no trump), whether a double is the highest or the lowest tile of its suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop a hand as soon as the bid is made or set, instead of playing all seven tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score marks (first to 7) or points (first to 250).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The score that wins the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On a bid of 84 or more, won tricks are stacked face down so nobody can look back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A bid to lose every trick; the bidder's partner sits out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each player must play the tile closest to seven pips; the bidders must take every trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With four doubles or more, bid 4 marks or more; your partner names trump and leads.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Like Plunge with three doubles or more, from 2 marks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whether a shaker forced to bid may call Nello or Sevens.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whether the bidder takes the widow before or after naming trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whether the bidder may name doubles as trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whether the bidder may name follow-me (no trump).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What a set bidder scores: minus the bid, or nothing while each opponent gains the bid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When on, shooting the moon and making it wins the game even from behind. When off, it scores 21 like any bid, which still wins from zero or more at a target of 21.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one mark at a time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>any jump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>last seat must bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>shake again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>deal again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>left of the shaker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>holder of the 1-0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>high</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>low</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>marks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>points (to 250)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>before naming trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>after naming trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>loses the bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>scores 0; opponents gain the bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>their own suit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>East</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rule} allowed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rule}: least number of marks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rule}: doubles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>allowed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>doubles {value}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>from %n mark(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A set of house rules; changing any rule below shows "Custom".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rule preset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leave empty for random deals, or enter a number to replay or share the same deals.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal seed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practice: hints and undo allowed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>House rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Custom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you play it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (you)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (computer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}'s level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How strongly this computer player bids and plays.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The deal seed must be a whole number (up to 18 digits), or empty for random deals.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preferences</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Offer hints and undo in new games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System ({language})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The language of the app, from its next start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The new language is used from the next start of the app.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Animation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Texas 42, Moon and 42 for three against computer players that bid and play like strong humans.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Solver: {backend}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open source; the rules and the game record format are documented in the app.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Easy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <comment>level</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Off (no motion)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Classic ivory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>High contrast</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HintView</name>
        <message>
            <source>On your turn, Hint (H) shows the computer's view of your choices.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint (H)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the Hard AI would do here, and why</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thinking about your options…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recommended: {bid} in {contract}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recommended: {bid}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Quick estimate from the built-in table; refining by simulation…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Preview over %n deal(s); refining…</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{rules} Chances shown are those used: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exp. {unit}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The best {fit} of {all} contracts; widen the window to see more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The best {fit} of {all} contracts; widen this panel to see more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{contract}: expected {unit} over {worlds} sampled deals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{contract}, bid {bid}: made with open hands in {p} ± {error} of {worlds} sampled deals (one standard error)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{contract}, bid {bid}: made with open hands in {p} ± {error} of the model's deals (one standard error)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; {p} after the margins for sampling and for play without open hands</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Over %n sampled deal(s) of the hidden tiles.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Your {unit} to come</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bidder's {unit} to come</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bidders' {unit} to come</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chance to make</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chance to set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {unit} your side still takes in the rest of the hand, on average, after this tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {unit} the bidders take in the rest of the hand, on average, after this tile (fewer is better for you)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tricks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>marks</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Wait for your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What just happened at the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} named {contract}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} played {tile}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} laid down: the rest of the tricks are theirs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} passed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} bid {bid}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} won the trick.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{who} won the trick (%n point(s)).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Hand over. Score: {score}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint</source>
            <comment>tab</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score</source>
            <comment>tab</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bids</source>
            <comment>tab</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tricks</source>
            <comment>tab</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Auction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tricks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to the hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to the score sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to the auction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to the tricks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A game in progress was saved.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Texas 42</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Messages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Solver: {backend}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume the saved game, or start a new one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New to Texas 42? A few short lessons on this table teach you the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Learn to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No thanks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save game as…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Next hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay &amp;down (take the rest)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P&amp;ractice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Bidding practice…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Play practice…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>My &amp;mistakes…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;End practice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Review last hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last &amp;trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Compact: hide the side panels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Learn to play…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About Texas 42</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening the saved game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The saved game cannot be read ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{reason}
It was set aside and a new game is starting.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Welcome back: the saved game is resumed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening {name}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it could not be read ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This file cannot be opened as a Texas 42 game.
{reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game could not be saved: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved {name}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Autosave failed ({error}); the game goes on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The hand is over: press Next hand (N).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game is over: Rematch or New game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hints are off in this game (turn on practice in New game).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A hint is for your turn to bid, name trump or play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Won tricks are stacked face down on a mark bid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This lesson is one hand: read its last card and press Finish.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bidding practice ends the game in progress. Go on?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play practice ends the game in progress. Go on?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The mistakes deck is off (its file could not be opened).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practising your mistakes ends the game in progress. Go on?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name the contract for your bid of {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no finished hand of yours to review yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reviewing hand {number}…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The review failed: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics are off: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics are off (the statistics file could not be opened).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new game ends the game in progress. Go on?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Texas 42 games (*.t42);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening a game ends the game in progress. Go on?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Texas 42 games (*.t42)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About Texas 42</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Models</name>
        <message>
            <source>Follow-me</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>blank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>two</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>three</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>four</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>five</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>six</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>double {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{high}-{low}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tile}, {count} count</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tile}, playable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tile}, not playable now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shoot the moon</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{special} ({marks})</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{special}, %n mark(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{marks} ({value})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nello</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sevens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plunge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Splash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blanks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deuces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Treys</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fives</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sixes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doubles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tile} (not playable now)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Led by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Won by</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Us</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Them</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} {bid} {contract}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{result} {points}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Made</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reshake</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redeal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blanks are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aces are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deuces are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Treys are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fours are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fives are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sixes are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doubles are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Follow-me (no trump)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nello (lose every trick)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sevens (closest to 7 wins)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Texas 42</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>42 for three</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <source>Everyone passed: you must bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your bid · {who} bid {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass: let someone else bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take all seven tricks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take at least {value} of the 7 tricks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plunge: your partner names trump and leads; your side must take every trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Splash: your partner names trump and leads; your side must take every trick</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Take every trick (all 42 points) for %n mark(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Take at least {value} of the 42 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No trump: the suit led wins; doubles high</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No trump: the suit led wins; doubles low</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lose every trick; your partner sits out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each trick goes to the tile closest to 7 pips; take every trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name trump · you bid {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay down?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every tile you hold is sure to win.
Take the rest of the tricks now, or play a tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show your hand and take every remaining trick and the count still in play (D)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rematch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hand {number}: {outcome}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Step through the hand with the AI's view of each of your decisions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You win the game, {score}!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>They win the game, {score}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} wins the game, {score}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone passed: the tiles are shaken again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You laid down the last trick: every tile was sure to win.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>You laid down the last %n tricks: every tile was sure to win.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{who} laid down the last trick: every tile was sure to win.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{who} laid down the last %n tricks: every tile was sure to win.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Points: {list}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tricks: {list}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scored: {list}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{side} +%n mark(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} -%n mark(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} +%n point(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} -%n point(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>the bid is made</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the bid is set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>everyone passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bid {bid} and made it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bid {bid} and were set.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} bid {bid} and made it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} bid {bid} and was set.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bid {bid} ({contract}) and made it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bid {bid} ({contract}) and were set.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} bid {bid} ({contract}) and made it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} bid {bid} ({contract}) and was set.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PlayPractice</name>
        <message>
            <source>Play practice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Positions from real hands: choose the tile you would play, then see what each tile was worth and why.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leave empty for new positions, or enter a number to get a set you can repeat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kind of play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Positions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The seed must be a whole number, or empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play practice: what each tile was worth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every legal tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play it out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play your tile and the rest of the hand, with hints</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next position</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End session</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;You played {mine}.&lt;/b&gt; {grade}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yours: {why}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Best: {best}&lt;/b&gt;: {why}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Why: {why}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Position {number} of {total} · {right} right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>My mistakes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Positions you answered badly come back here, worst first, until you answer them right.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Given up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Misses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practise bidding mistakes ({n})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practise play mistakes ({n})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No mistakes to practise: positions you answer badly in bidding or play practice will come back here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bidding</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{marks} marks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{chance}% chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dealing a practice position…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weighing every tile you could play…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>See the reveal: play it out, or go on to the next position</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play practice {number} of {total} ({spot}): what do you play?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practice could not go on: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;h3&gt;{n} positions · {right} right · {lost}% chance given up on average&lt;/h3&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Position {number}: you played {mine}, best was {best} ({chance}% chance given up)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>These positions are in My mistakes (Train menu): practise them until you get them right.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No mistakes. Well played!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every mistake answered right: they are out of the deck.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>Dealing a practice hand…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weighing your decision against every contract…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best decision.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your decision gave up {lost} expected marks: see the reveal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practice could not go on: {error}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Choose a tile in your hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left / Right arrows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the chosen tile or press the focused button</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Enter or Space</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move between your hand, the open panel and the side panels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tab</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keyboard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What it does</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules of Texas 42, Moon and 42 for three</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>the session file is not JSON ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the session file is not a Texas 42 session</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>the session file must list %n seat(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>a seat in the session file has no name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown AI level {level} in the session file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the session file has more than one human seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The saved game cannot be read: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The saved game cannot be opened: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat {number}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>The preferences file could not be read; it was kept as {name} and the preferences were reset.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The saved preference {key} could not be read; it was set aside and reset.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>thinking…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>BID</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SHAKE</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left and Right choose a tile; Enter or Space plays it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bid {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sits out (Nello)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{level} AI</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score · marks to {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score · points to {target}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who}: {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bidding</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>all passed so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>high bid {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Playing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game} · hand {number}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Trainer</name>
        <message>
            <source>Mixed levels</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game}: {bid}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have not defended a hand yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>On defence you have set the bidders in %n hand(s) of {hands} ({share}).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>You have not answered a practice deal yet.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>You have answered %n practice deal(s); on average a decision gave up {lost} marks against the best one (0 is perfect).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Bidding practice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leave empty for new deals, or enter a number to get a set of deals you can repeat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your spot in the auction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decisions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The seed must be a whole number, or empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practice: what was really there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The hint table (chance of making each bid)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open hands: all four hands shown, perfect play, your side bidding</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open hands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play it out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch the AIs play it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End session</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}.&lt;/b&gt; That is the best decision here: 0 marks given up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}&lt;/b&gt; gives up &lt;b&gt;{lost}&lt;/b&gt; expected marks against the best decision, &lt;b&gt;{best}&lt;/b&gt;.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The AI would choose: &lt;b&gt;{choice}&lt;/b&gt;.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>makes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fails</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Contract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your side takes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decision {number} · session average {lost} marks given up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Summary</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practice session</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n decision(s) · {best} best · {lost} marks given up on average</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>The decisions to look at again:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every decision was the best one. Well bid!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal {number}: you chose {mine}, best was {best} (−{lost} marks)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hand review</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reviewing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hand {number}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidders take {value} {unit} (they needed {need}): they could make it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidders take {value} {unit} (they needed {need}): they could not make it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder takes {value} {unit} (the bidder needed {need}): the bidder could make it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder takes {value} {unit} (the bidder needed {need}): the bidder could not make it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Marks lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Points lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your chance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Better choice, and why</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hands as dealt: {hands}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Better: {choice}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Yours: {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bids by contract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bids by level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Make rate per contract (your side bidding)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practice: average marks given up per day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bidding and defence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opponents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Times</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Made</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Made %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete every statistic kept so far? This cannot be undone.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Lesson</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End lesson</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not this one. {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch the other players…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finish</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lesson complete. Next: {title}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lesson complete. You have done every lesson: well played!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next lesson</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Back to the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Learn to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Short lessons on the real table, a few minutes each. You have done {done} of {all}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lessons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lesson {number}, {title}, done: {summary}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lesson {number}, {title}: {summary}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Some lessons could not be read: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start lesson</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Work</name>
        <message>
            <source>The computer player's process had stopped; it was restarted and the game goes on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The computer player stopped answering; it was restarted and the game goes on.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>unknown trump {value} (allowed: {allowed})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>there is no contract yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>laying down is not played in this game (house rule off)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nobody lays down in {contract}: every trick is played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a trump is still out and could ruff your {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {rival} is still out and could beat your {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat must be 0 to {last}, got {seat}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hand {hand}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hand {hand}, action {action}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{where}: {error}</source>
            <extracomment>{where} is "hand 2" or "hand 2, action 5" in a record; {error} says what is wrong there.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: {path} is not a regular file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: the file is {size} KB; records over {limit} KB are refused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: cannot read {path}: {error}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: over {limit} KB; refused</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: not a game record (JSON nested too deeply)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: not valid JSON ({error})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: the top level must be a JSON object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: not a Texas 42 record (format must be "{format}")</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: version {version} is not supported (this app reads version {known})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: unknown key(s) {keys} (known: {known})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: unknown variant {value} ("42", "moon" or "42-three")</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: {error}</source>
            <extracomment>{error} is what is wrong in a record (another message).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: "hands" must be a list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record: "players" must be a list of {n} names</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a hand must be an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown key(s) {keys} (known: {known})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"shaker" must be a seat from 0 to {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"deal" must list the tiles of each of the {n} seats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a tile is dealt twice to one seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>deal: {error}</source>
            <extracomment>{error} is what is wrong with the tiles dealt in a record.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"actions" must be a list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an action must be an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"seat" must be a seat from 0 to {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an action has a seat and exactly one of bid, trump, discard, play, claim</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"special" goes with a bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a claim is written "claim": true, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a bid is a number or "pass", got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown special bid {value} ("plunge" or "splash")</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rule {key} must be a whole number from {low} to {high}, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rules must be an object, got {type}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown preset {name} (presets: {presets})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown rule {key} for {variant}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rule {key} must be one of {allowed}, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rule 'opening_bidder' cannot be "holder_1_0" in 42 for three: the 1-0 is not used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rule {key} needs partners: it is not played in 42 for three</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>variant must be one of {allowed}, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown rule {key} for {variant} (known: {known})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rule {key} must be false or {fields}, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rule {key} must be {low} or {high}, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rule {key} must be false, true or an object, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rule {key} has unknown key(s) {keys} (known: {known})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bidder must be a seat from 0 to {last}, got {seat}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no seat may act: the hand is in the {phase} phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} cannot bid now: it is the {phase} phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} cannot name trump now: it is the {phase} phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} cannot discard now: it is the {phase} phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} cannot play a tile now: it is the {phase} phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} cannot lay down now: it is the {phase} phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} does not hold {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} must play the tile closest to 7 (holds {held})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} must follow {suit} (holds {held})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} may not pass: everyone else passed, so the last bidder must bid {minimum}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} is forced to bid the minimum, {minimum}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Plunge needs at least {need} doubles; seat {seat} holds {have}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Splash needs at least {need} doubles; seat {seat} holds {have}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} cannot lay down now: only the player to lead may, before the trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat} cannot lay down: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not played in this game (house rule off)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>a Plunge here is a bid of %n mark(s) ({points})</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>a Splash here is a bid of %n mark(s) ({points})</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>a Plunge cannot be bid at {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Splash cannot be bid at {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be named on a plunge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be named on a splash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first shaker must be a seat from 0 to {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot deal now: the hand is in the {phase} phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a deal gives {seats} seats {size} tiles each</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this variant deals a widow tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this variant has no widow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tile {tile} is not in play in {variant}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tile {tile} is dealt twice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the deal does not use every tile of the set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the next hand starts after a scored hand, not in the {phase} phase</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} is not an action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a bid is a whole number, not {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown special bid {value} (known: plunge, splash)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Moon bid is {minimum} to 7 tricks or 21 (shoot the moon), not {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bid {value} is below the minimum bid of {minimum}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>mark bids above 42 are not allowed (house rule: no 84)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>the highest bid is %n marks ({points})</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>after a mark bid the next bid must be exactly one mark more ({points})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the first mark bid of an auction is 1 or 2 marks (42 or 84)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} is not a contract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{contract} is not allowed in this game of Moon</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points})</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{contract} is not allowed here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing to undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nello is not played under these rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} is not a tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bid {value} must beat the high bid of {high}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the game was already over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the previous hand is not finished</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the shaker should be seat {right}, not seat {wrong}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the hand is already over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is seat {right}'s turn, not seat {wrong}'s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a tile end must be 0-6, got {high}-{low}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tile ends run from 0 to 6, got {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a tile is written like "6-4", got {value}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>hints</name>
        <message numerus="yes">
            <source>%n trump(s) with the {tile}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trump(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n other double(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n double(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>No trumps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no trumps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{hand}; the {tiles} is exposed</source>
            <extracomment>{hand} describes a hand's trumps and doubles; an exposed tile is count that may be lost.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{hand}; the {tiles} are exposed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay down: every tile you hold wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The recommendation is the choice with the most expected marks; a bid must beat passing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The recommendation is the choice with the most expected game points; a bid must beat passing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plunge with {doubles} doubles: your partner names trump and leads, about {percent}% to take every trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Splash with {doubles} doubles: your partner names trump and leads, about {percent}% to take every trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner holds the bid; {hand}.</source>
            <extracomment>{hand} describes the hand: "4 trumps with the 6-6 and 2 other doubles".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass: {hand}: not enough to bid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No tile with a five or six: low enough to lose every trick</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n tile(s) with a five or six: low enough to lose every trick</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) within one pip of seven</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{hand}: about {percent}% to make {bid} in {contract}.</source>
            <extracomment>{hand} describes the hand; {bid} is a bid ("30", "2 marks"); {contract} a trump ("sixes").</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{hand}: about {percent}% to make {bid} in {contract} (quick estimate).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play {tile}: {chance}.</source>
            <extracomment>{chance} is "about 72% to make the contract".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play {tile}: {reason}.</source>
            <extracomment>{reason} is why, e.g. "the 5-5 is a walker: no one can beat it in fives now".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play {tile}: {reason}. {chance}</source>
            <extracomment>{reason} is why; {chance} a sentence of its own: "About 72% to make the contract."</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lay away the {tile}: it is the tile least likely to take a trick.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>lessons</name>
        <message>
            <source>Tiles, suits and trumps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The 28 tiles, the seven suits, following suit and the count.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Welcome to the table. Your seven tiles are at the bottom; your partner sits opposite you, and West and East play against you. A tile belongs to both of its numbers: your 6-0 is a six and also a blank. There are seven suits, blanks to sixes, and in each suit the double is the highest tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone bids once. West bid 30: his side promises to take at least 30 of the 42 points in this hand. Your partner and East passed. Your hand has no long suit, so pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson you pass: press Pass in the bid panel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West won the bidding, so he names trump and leads the first trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West named fours. Every tile with a four is now a trump and belongs to the trump suit only: your 5-4 and 4-1 are trumps, not a five and an ace.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West led the 4-4, a trump, so everyone must play a trump if they can. East had to give up the 6-4, worth 10 points, and West's 4-4 is the highest four: West wins this trick. You hold two trumps. The 4-1 is worth 5 points: keep it away from West and play the 5-4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The 4-1 is a count tile, worth 5 points, and West's 4-4 wins this trick: you would hand them 5 points. Play the 5-4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That is the count: five tiles carry points. The 5-5 and 6-4 are worth 10 each, the 5-0, 4-1 and 3-2 are worth 5 each. With 1 point for each of the seven tricks that makes 42, the game's name. Lesson complete!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winning the count</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Catch count on the tricks your side wins, and watch the This hand points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This lesson is about the count. Five tiles are worth points to the side that wins them: the 5-5 and 6-4 are worth 10, the 5-0, 4-1 and 3-2 are worth 5. Every trick adds 1 point. You hold two count tiles, the 5-5 and the 4-1. Your partner, North, bids first this hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner bid 30: your side promises to take at least 30 of the 42 points. East passed. Let your partner play this hand: pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson your partner plays the hand: press Pass in the bid panel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner named sixes and led the 6-6, the highest trump: it wins this trick whatever anyone plays. Everyone must follow trumps, and your only six is the 6-2. Play it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sixes were led and you hold a six: you must follow with the 6-2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West had to follow trumps too, and his only six was the 6-4. Your partner's 6-6 caught it: 10 points of count plus 1 for the trick. Look at This hand on the board at the top right: Us 11.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner leads the 6-5. With the 6-6 gone it is the highest trump, so this trick is sure to be your side's. You have no sixes left, so you may play any tile. Give your partner the 4-1: its 5 points are safe on a trick your side wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This trick is sure to be your side's, so put count on it: play the 4-1, worth 5. Keep the 5-5, the highest five, to win a trick of its own.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner led the 5-1, so fives are led, and East's 5-4 beats your 5-2. But your 5-5 is the highest five. East and West had no sixes on the last trump lead, so they have no trumps left: nobody can beat the 5-5. Play it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>East's 5-4 beats your 5-2. Play the 5-5: the highest five wins this trick and keeps its 10 points for your side.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West had to follow fives with the 5-0, so your 5-5 caught 16 points. This hand: Us 33. That is more than the 30 your partner bid, so your side made it and the hand stops here. Put count on tricks your side will win, and keep it away from the other side. Lesson complete!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Following suit and trumping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trump a suit you cannot follow to win the trick; throw off a low tile when a trump cannot win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This lesson is about following suit. You must play a tile of the suit that was led if you can. When you cannot, you may play any tile: a trump, which beats every tile of the other suits, or any other tile. East bids first this hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>East passed. Your tiles are low, and your only double is the 1-1: pass.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West named fours and led his 6-6 before pulling trumps. You have no sixes, so you may play any tile, and a trump beats every six. You play last and can see that nobody else trumped, so your lowest trump wins. Trump with the 4-0, and East's 5-0 is yours too.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Without a trump, West's 6-6 wins this trick and East's 5-0 with it. Trump with the 4-0: it wins as surely as the 4-2, and you keep the higher trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You won the trick, so you lead the next one. Lead the 1-1: it is the highest ace, and only a trump can beat it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, lead the 1-1. Keep your last trump, the 4-2, for later, and do not lead the 3-2: it is worth 5 points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West had no aces, so he trumped your 1-1 with the 4-3 and won. Anyone who cannot follow suit may trump. West leads again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West led the 5-2, and East, with no fives, trumped with the 6-4. You have no fives either. You may trump, but your 4-2 is lower than the 6-4 and would be wasted. You never have to trump: throw off a low tile worth nothing, the 2-0. Never the 3-2 here: it is worth 5 points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>East's 6-4 beats your 4-2, so trumping only wastes it, and the 3-2 would hand them 5 more points. Throw off the 2-0, your lowest tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>East's 6-4 took the trick, but you gave away nothing. Follow suit when you can. When you cannot, trump to win the trick, or throw off a low tile when a trump cannot win. Lesson complete!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doubles as trump, and follow-me</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When doubles are trump, a double led leads doubles and the 6-6 is highest; follow-me has no trump at all.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trump does not have to be a number suit. The bidder may name doubles as trump, or play follow-me, with no trump at all. This hand your partner names doubles. West bids first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner bid 30 and East passed. Your hand is weak: pass and let your partner play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner named doubles. The seven doubles are now the trump suit, from the 6-6, the highest, down to the 0-0. No other tile is a trump: your 6-4 is just a six and a four.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner led the 6-6. A double led leads doubles, the trump suit, not sixes. You must play a double if you have one, and your only double is the 1-1: play it. Your 6-4 and 6-1 are sixes, so they do not follow.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A double led leads doubles, not sixes. You hold a double, the 1-1, so you must play it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The 6-6, 2-2, 1-1 and 0-0 are gone, so your partner's 5-5 is now the highest trump: it wins this trick. You have no doubles left, so you may play any tile. Put your 6-4 on it: 10 more points for your side.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The 5-5 is the highest trump left and wins this trick, so give it count: your 6-4 is worth 10 points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One trick with the 5-5 and the 6-4: 21 points. With doubles as trump, the 6-5 is the highest six. In follow-me there are no trumps: the highest tile of the suit led wins, and each double is the top of its own suit. Lesson complete!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bidding and pulling trumps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid on a long suit with its double, name it as trump and lead trumps first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A hand to bid on has a long suit with its double: those tiles win tricks as trumps. Look at yours: five sixes with the 6-6, and the 5-5. Your partner bids first this hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner passed and East bid 30. To win the bid you must bid more than the high bid. Your five sixes, with the double, should win most of the tricks: bid 31, one more than East.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, bid 31: one more than East's 30 wins the bid. If you pass, East plays; a bid of 42 or more promises all seven tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West passed, so you won the bid at 31: your side must take at least 31 points. Now name trump: sixes, your long suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name sixes: you hold five of the seven sixes, with the 6-6 on top. No other choice gives you nearly as many trumps.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bid winner leads. Pull trumps first: lead the 6-6, the highest trump. It cannot lose, and every trump it draws is one your opponents cannot use later to trump your 5-5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the 6-6: it is the highest trump and cannot lose, and it pulls trumps out of your opponents' hands.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West followed with the 6-0, and your partner, with no sixes, gave you the 5-0 for 5 points. Count the sixes: two are played and you hold four, so one is missing, the 6-3. Your partner and East have no sixes, so West has it. Lead the 6-5, now the highest trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep pulling trumps: lead the 6-5, the highest trump left. West still holds a six and could trump your 5-5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West's 6-3 fell. All seven sixes are accounted for: four played, three in your hand. Nobody else has a trump, so your 5-5, the highest five, cannot lose. Lead it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the 5-5: with the trumps pulled it is sure to win, and its 10 points stay with your side.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your 5-5 won 11 points: Us 18 so far, and your last three trumps are still to come. That is how to play a bid: name your long suit, pull trumps, then cash your other winners. Lesson complete!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark bids: 84</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid 84 for 2 marks on a hand that takes every trick; won tricks are stacked face down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You bid first, and what a hand: the five highest sixes, from the 6-6 to the 6-2, with the 5-5 and the 4-4. It can take every trick. A mark bid promises all 42 points, that is all seven tricks: 42 is worth 1 mark and 84 is worth 2. Bid 84 (2 marks).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This hand can take every trick, so bid 84 for 2 marks. A point bid or 42 wins only 1 mark.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone passed: you play for 2 marks. Lose a single trick and you are set, and your opponents score the 2 marks. Name sixes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name sixes: your five sixes are the five highest trumps.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pull trumps first: lead the 6-6. Two sixes are out against you, the 6-1 and the 6-0.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the 6-6, the highest trump. If you lead the 5-5 first, a player with no fives could trump it and set you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West and East followed with the 6-1 and the 6-0, so nobody else has a trump. On a bid of 84 or more, won tricks are stacked face down (a house rule): you cannot look back at them, so remember what was played. Now your 5-5 cannot be trumped: lead it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, lead the 5-5: with the trumps out it is sure to win. Your trumps win whenever you lead them, so cash the other winners first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner added the 5-0 to your 5-5. Lead the 4-4 next: it is the highest four, and nobody can trump it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the 4-4: it is the highest four and nobody can trump it. Keep your trumps for last.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your last four tiles are trumps, and nobody else holds one: the rest of the tricks are yours. Win all seven and your side scores 2 marks. Lesson complete!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The shaker and the forced bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The shaker bids last and the shake passes to the left; if everyone else passes, the shaker must bid 30.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This hand you are the shaker: you shook the tiles, and you bid last. The bidding starts on your left, with West. After every hand the shake passes to the left, so West shakes the next one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West, your partner and East all passed. Under the default house rule the last player must bid: you may not pass, and you bid the minimum, 30. (With the other house rule the tiles would be shaken again.) Bid 30.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone else passed, so you must bid: press 30 in the bid panel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A forced bid is played like any other: your side needs 30 points. Name your best suit. Your three fives, topped by the 5-5, are the best you have: name fives.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name fives: the 5-5, 5-3 and 5-1 give you three trumps with the double on top.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the 5-5, the highest trump: it cannot lose, and it pulls trumps from your opponents.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the 5-5: it is the highest trump and sure to win. A lower trump could lose the trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner added the 5-0, so your 5-5 won 16 points: a good start on a forced bid. Next hand West shakes and your partner bids first. Lesson complete!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your first whole hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A whole hand from the bid to the last trick, with hints on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your first whole hand, from the bid to the last trick. You bid first. You hold four fives with the 5-5, and the 6-4: enough for the lowest bid. Bid 30. Unsure at any point? Press H for a hint.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid 30: four trumps with the double are enough for the lowest bid. A higher bid is harder to make.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone passed: the bid is yours at 30. Name fives, your longest suit. Sixes would do too, but fives give you the most trumps.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name fives: the 5-5, 6-5, 5-2 and 5-1 are four trumps with the double on top.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pull trumps: lead the 5-5, the highest trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the 5-5: it cannot lose, it draws a trump from anyone who has one, and its 10 points are safe.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West followed with the 5-4; your partner and East have no trumps. Lead the 6-5, now the highest trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep pulling trumps: the 6-5 is the highest one left and cannot lose.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Count the trumps: four are played and you hold two, so one is missing, the 5-3, and only West can have it. Lead the 5-1 to draw it. You lose a trick with no count in it, but then your 5-2 is the last trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the 5-1 to pull West's last trump. If you lead the 6-4, West could trump it and win 11 points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West won with the 5-3 and led the 4-3. Your partner's 4-4, the highest four, is winning. Your 6-4 is your only four, so you must play it, and its 10 points land on your partner's trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fours were led and your 6-4 is a four: you must follow with it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner leads the 6-6. Follow with your only six, the 6-1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sixes were led: you must follow with the 6-1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner led the 2-0, and East's 6-2 is winning. Follow deuces with your 2-1: the 5-2 is a trump, not a deuce.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deuces were led: you must follow with the 2-1. Your 5-2 is a trump, not a deuce.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This hand: Us 29, one short of your bid. East led the 3-0 and you have no treys: trump it with the 5-2, the last trump, and take the last trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your last tile is the 5-2, the last trump: play it and win the trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner added the 4-1 to your last trick: Us 35, so you made your bid and your side scores 1 mark. In your own games, press H for a hint and R to review the last hand. Lesson complete!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moon: three players and the widow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moon for three players: 22 tiles, bids in tricks, the widow and laying a tile away.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moon is for three players, each playing alone: West on your left, East on your right. It uses 22 tiles: the blanks are left out, all but the 0-0. There is no count, so every trick is worth 1. You bid the tricks you will take, 4 to 7, or 21 to shoot the moon and take all seven. West bids first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West bid 4 and East passed. You hold four sixes with the 6-6, plus the 5-5 and the 4-4, and the bidder picks up the widow too. Bid 5: your hand should take five tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, bid 5: it beats West's 4, and your hand should take five tricks. A bidder who takes fewer tricks than the bid loses the bid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You won the bid, so you picked up the widow, the spare tile: the 6-3, a fifth six. Now you hold eight tiles and lay one face down, out of play. Lay away the 2-1: it will not win a trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep your sixes and your doubles: they win tricks. Lay away the 2-1, the tile least likely to win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now name trump. Moon has six sixes, and you hold five of them with the 6-6 on top: name sixes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name sixes: five trumps with the double will take five tricks on their own.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The bidder leads the first trick. Lead the 6-6 to pull trumps: only one six is missing, the 6-1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the 6-6: it is the highest trump and draws out the missing 6-1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West's 6-1 fell, so every trump left is yours. Now your 5-5, the highest five, cannot be beaten: lead it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the 5-5: nobody else has a trump now, so the highest five wins. Your trumps will win their tricks later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two tricks won, and your four trumps and the 4-4 will win the rest: with the widow, this hand could even have shot the moon. A bidder who makes the bid scores exactly the bid; the others score 1 for each trick they take. The first to 21 wins. Lesson complete!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Special contracts: Plunge, Splash, Nello and Sevens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Texas house rules: a Plunge in play, and what Splash, Nello and Sevens are.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game uses Texas house rules: four special contracts are allowed, Plunge, Splash, Nello and Sevens. This hand shows a Plunge. Look at your hand: four doubles, the 6-6, 5-5, 4-4 and 3-3. East bids first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>East bid 30. With four doubles or more you may plunge: a bid of 4 marks (or one mark more than a higher bid). Your partner names trump and leads, and your side must win all seven tricks. Press Plunge (4).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In this lesson, plunge for 4 marks. Splash is the smaller version: with three doubles, 2 marks. In a Plunge your partner, who may hold a long suit, names trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West and your partner passed, so your Plunge stands at 4 marks. Your partner named trump: sixes, the long suit in his hand. He leads the first trick. Your 6-6 is a trump now, the highest one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your partner led the 6-5. You must follow trumps, and your only six is the 6-6. Play it: it wins the trick for your side, and then you lead your doubles.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You must follow trumps with your only six, the 6-6.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>East had no sixes and West played the 6-0. Now lead your doubles: the 5-5 is the highest five, so only a trump can beat it, and your partner, who named sixes, should hold most of them. One lost trick and you are set.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the 5-5: it is the highest five and only a trump can beat it. You must win every trick, so lead your sure winners.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another special is Nello, the opposite of a Plunge. You bid at least 1 mark and name Nello instead of trump, and you must lose every trick. Your partner lays the tiles down and sits out, there are no trumps, and the doubles form a suit of their own.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your 5-5 won the second trick; win the other five and the 4 marks are yours. The last special is Sevens: bid at least 1 mark and name Sevens. Each player must play the tile whose pips add up closest to 7, the closest tile wins, and your side must win every trick. Lesson complete!</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <source>follow-me</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nello</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sevens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blanks are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aces are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deuces are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Treys are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fours are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fives are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sixes are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doubles are trump</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Follow-me (no trump)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nello (lose every trick)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sevens (closest to 7 wins)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blanks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Aces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deuces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Treys</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fives</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sixes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Doubles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Follow-me</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pass</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>plunge (%n mark(s))</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>splash (%n mark(s))</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>discard {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>play {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lay down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Texas 42</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>42 for three</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Straight 42 (tournament)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Texas house rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tricks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bid</source>
            <extracomment>the bidding phase, as in "it is the bid phase".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>trump</source>
            <extracomment>the phase where the bid winner names trump, as in "it is the trump phase".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>widow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>play</source>
            <extracomment>the phase where tiles are played, as in "it is the play phase".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>scored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plunge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Splash</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>trumps (doubles)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>(none)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sevens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>blanks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>aces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>deuces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>treys</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fives</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sixes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{a} and {b}</source>
            <extracomment>a list of two things (tiles, seats): "6-3 and 6-1".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{head}, {tail}</source>
            <extracomment>the start of a list of three or more; {tail} is the rest of the list: "6-3, 6-2 and 6-1".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{a}, {b}</source>
            <extracomment>a plain list of values, as in "(holds 6-6, 6-1)"; {b} is the rest of the list.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"{value}"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>trumps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>doubles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>your partner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>East</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>seat {seat}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>practice</name>
        <message>
            <source>You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>West</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>East</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dealing a practice hand…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weighing your decision…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>See the reveal: play it out, or go on to the next deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Practice decision {number} of {total}: {position}. Your bid?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (AI)</source>
            <extracomment>The user's seat when the AI plays it on: "You (AI)".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your mistakes deck could not be read ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your mistakes deck was damaged ({error}); it was set aside as {file} and starts afresh.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your mistakes deck could not be saved ({error}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Any play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leading a trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Following to a trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Playing your side's contract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On defence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As good as the best play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>to make the contract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>to set the contract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your tile gave up {chance}% of the chance {goal}.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Your tile gave up about %n point(s) on average.</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Any seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First to bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After an opponent's bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After your partner's bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone passed: the shaker must bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>any seat</source>
            <extracomment>A practice position in the middle of a sentence: "Practice decision 2 of 10: any seat. Your bid?"</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>first to bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>after an opponent's bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>after your partner's bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>everyone passed: the shaker must bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Any hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Strong hands (3+ doubles or 4+ of a suit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Plunge (%n mark(s))</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>Splash (%n mark(s))</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s) in {contract}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{points} in {contract}</source>
            <extracomment>A point bid and its trump: "30 in sixes".</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>{seat}'s {tile}</source>
            <extracomment>A seat's tile: "West's 6-6", "your partner's 5-5".</extracomment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>, with %n point(s) in it so far</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it so far".</extracomment>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>, with %n point(s) in it</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it".</extracomment>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>the {tile} is a walker: no one can beat it in {suit} now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pull trumps: the {tiles} is still out; {who}</source>
            <extracomment>{who} says which opponents may hold the trump, e.g. "West may hold it".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pull trumps: the {tiles} are still out; {who}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>pull trumps: %n trumps are still out; {who}</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>only {seats} can hold it ({showed} showed out)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only {seats} can hold one ({showed} showed out)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} may hold it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} may hold some</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>either opponent may hold it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>both opponents may hold one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>any opponent may hold it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>any opponent may hold one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>trump it: you have no {suit}, and the {tile} wins the trick{points}</source>
            <extracomment>{points} is empty or ", with 11 points in it".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>trump it: you have no {suit}, and the {tile} beats every tile played so far{points}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>feed count: {whose} wins this trick, so the {tile} adds {points} to your side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>feed count: {whose} should win this trick (no opponent still to play beats it in about {percent}% of the deals you could face), so the {tile} adds {points} to your side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take the trick: the {tile} beats {whose} and no one still to play can beat it{points}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take the trick: the {tile} beats {whose}{points}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>save count: {seat}, the bidder, takes this trick with the {best}, so keep your {kept} and give the {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>save count: the bidders take this trick, so keep your {kept} and give the {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>save count: {whose} takes this trick for the bidders, so keep your {kept} and give the {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the other side</source>
            <extracomment>Who a lost trick goes to: "the trick is lost to the other side".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>throw off: you have no {suit} and the trick is lost to {to}, so give the {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>play low: the trick is lost to {to}, so keep your {kept} and give the {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>play low: the trick is lost to {to}, so give the {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>play low: {whose} wins this trick without help, and you have no count to add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>play low: {whose} wins this trick without help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is your last tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>you must follow {suit} and it is your only one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is the only tile you may play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {tile} is the choice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the {tile} is the choice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About {percent}% to make the contract, and the most {unit} on average.</source>
            <extracomment>{unit} is "points" or "tricks".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About {percent}% to set the contract, and the most {unit} on average.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About {percent}% to make the contract.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About {percent}% to set the contract.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>about {percent}% to make the contract, and the most {unit} on average</source>
            <extracomment>{unit} is "points" or "tricks".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>about {percent}% to set the contract, and the most {unit} on average</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>about {percent}% to make the contract</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>about {percent}% to set the contract</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>pass</source>
            <extracomment>What the user did, after "You" in the review's seat column.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>passes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bid {bid}</source>
            <extracomment>What the user did, after "You": "bid 30".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bids {bid}</source>
            <extracomment>What another seat did, after its name: "bids 30".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lay the {tile} away</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lays a tile away</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lay the hand down: every tile is sure to win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lays the hand down: every tile is sure to win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>play {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>plays {tile}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tile} ({percent}% to make)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tile} ({percent}% to set)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tile} ({percent}% to make): {reason}</source>
            <extracomment>{reason} is why the tile is better: "the 6-6 is a walker: no one can beat it in sixes now".</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{tile} ({percent}% to set): {reason}</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n trick(s) on average</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n point(s) on average</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>the {tile} gave {seat} {points}</source>
            <extracomment>The user's count tile went to an opponent: "the 4-1 gave West 5 points".</extracomment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>session</name>
        <message>
            <source>The {tile} came from the widow: lay a tile away</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You took the widow: lay a tile away</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your lead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} to bid…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} to name trump…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} to take the widow…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat} to play…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat {seat}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{variant} needs {n} seats, got {got}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one human seat at most</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo is off in this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No seat may act: the hand is in the {phase} phase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot bid now: it is the {phase} phase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot name trump now: it is the {phase} phase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot discard now: it is the {phase} phase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot play a tile now: it is the {phase} phase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot lay down now: it is the {phase} phase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You do not hold {tile}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You must play the tile closest to 7 (you hold {held}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You must follow {suit} (you hold {held}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You may not pass: everyone else passed, so the last bidder must bid {minimum}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You are forced to bid the minimum, {minimum}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A Plunge needs at least {need} doubles; you hold {have}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A Splash needs at least {need} doubles; you hold {have}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot lay down now: only the player to lead may, before the trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You cannot lay down: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A Moon bid is {minimum} to 7 tricks or 21 (shoot the moon), not {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid {value} must beat the high bid of {high}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid {value} is below the minimum bid of {minimum}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mark bids above 42 are not allowed (house rule: no 84).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The highest bid is %n marks ({points}).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>After a mark bid the next bid must be exactly one mark more ({points}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The first mark bid of an auction is 1 or 2 marks (42 or 84).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} is not played in this game (house rule off).</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>A Plunge here is a bid of %n mark(s) ({points}).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>A Splash here is a bid of %n mark(s) ({points}).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>A Plunge cannot be bid at {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A Splash cannot be bid at {value}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{contract} is not allowed in this game of Moon.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be named on a plunge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} cannot be named on a splash.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points}).</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{contract} is not allowed here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{reason}.</source>
            <extracomment>A message from the game engine said to the user; {reason} starts in lower case.</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wait for the other players: it is not your move yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That is not this lesson's move: read the card again.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>stats</name>
        <message>
            <source>Statistics cannot be kept in this session ({error}); the statistics file is left as it is.</source>
            <extracomment>{error} is the system's own message (in English).</extracomment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics file was damaged ({error}); it was moved to {file} and new statistics were started.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics could not be saved ({error}); the game goes on.</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
