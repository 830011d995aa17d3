<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>Analysis</name>
        <message numerus="yes">
            <source>{number}. {plays} (won by {seat}, %n point(s))</source>
            <translation>
                <numerusform>{number}. {plays} (won by {seat}, %n point)</numerusform>
                <numerusform>{number}. {plays} (won by {seat}, %n points)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message numerus="yes">
            <source>from %n mark(s)</source>
            <translation>
                <numerusform>from %n mark</numerusform>
                <numerusform>from %n marks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HintView</name>
        <message numerus="yes">
            <source>Preview over %n deal(s); refining…</source>
            <translation>
                <numerusform>Preview over %n deal; refining…</numerusform>
                <numerusform>Preview over %n deals; refining…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The Hard AI's view over %n sampled deal(s) of the hidden tiles.</source>
            <translation>
                <numerusform>The Hard AI's view over %n sampled deal of the hidden tiles.</numerusform>
                <numerusform>The Hard AI's view over %n sampled deals of the hidden tiles.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <source>{who} won the trick (%n point(s)).</source>
            <translation>
                <numerusform>{who} won the trick (%n point).</numerusform>
                <numerusform>{who} won the trick (%n points).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Last trick: {plays}; {who} won it (%n point(s)).</source>
            <translation>
                <numerusform>Last trick: {plays}; {who} won it (%n point).</numerusform>
                <numerusform>Last trick: {plays}; {who} won it (%n points).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game to %n mark(s).</source>
            <translation>
                <numerusform>Game to %n mark.</numerusform>
                <numerusform>Game to %n marks.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game to %n point(s).</source>
            <translation>
                <numerusform>Game to %n point.</numerusform>
                <numerusform>Game to %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Drop one game file at a time: %n were dropped.</source>
            <translation>
                <numerusform>Drop one game file at a time: %n were dropped.</numerusform>
                <numerusform>Drop one game file at a time: %n were dropped.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Hand {number} taken back: %n costly decision(s) of yours left My mistakes.</source>
            <translation>
                <numerusform>Hand {number} taken back: %n costly decision of yours left My mistakes.</numerusform>
                <numerusform>Hand {number} taken back: %n costly decisions of yours left My mistakes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Hand {number}: %n costly decision(s) of yours went into My mistakes.</source>
            <translation>
                <numerusform>Hand {number}: %n costly decision of yours went into My mistakes.</numerusform>
                <numerusform>Hand {number}: %n costly decisions of yours went into My mistakes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n costly decision(s) of yours from an earlier game went into My mistakes.</source>
            <translation>
                <numerusform>%n costly decision of yours from an earlier game went into My mistakes.</numerusform>
                <numerusform>%n costly decisions of yours from an earlier game went into My mistakes.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Models</name>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{special}, %n mark(s)</source>
            <translation>
                <numerusform>{special}, %n mark</numerusform>
                <numerusform>{special}, %n marks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n mark</numerusform>
                <numerusform>%n marks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{seat} laid the hand down and took the last %n trick(s)</source>
            <translation>
                <numerusform>{seat} laid the hand down and took the last %n trick</numerusform>
                <numerusform>{seat} laid the hand down and took the last %n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>laid down: %n trick(s)</source>
            <translation>
                <numerusform>laid down: %n trick</numerusform>
                <numerusform>laid down: %n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took %n trick(s)</source>
            <translation>
                <numerusform>{who} took %n trick</numerusform>
                <numerusform>{who} took %n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took all %n tricks</source>
            <extracomment>The bidders of a Sevens took every trick played: "West and East took all 7 tricks".</extracomment>
            <translation>
                <numerusform>{who} took all %n tricks</numerusform>
                <numerusform>{who} took all %n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took {taken} of %n trick(s)</source>
            <extracomment>The bidders of a Sevens lost a trick: "West and East took 6 of 7 tricks".</extracomment>
            <translation>
                <numerusform>{who} took {taken} of %n trick</numerusform>
                <numerusform>{who} took {taken} of %n tricks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message numerus="yes">
            <source>You laid down all %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>You laid down all %n tricks: every tile was sure to win.</numerusform>
                <numerusform>You laid down all %n tricks: every tile was sure to win.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} laid down all %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>{who} laid down all %n tricks: every tile was sure to win.</numerusform>
                <numerusform>{who} laid down all %n tricks: every tile was sure to win.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You laid down the last %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>You laid down the last %n tricks: every tile was sure to win.</numerusform>
                <numerusform>You laid down the last %n tricks: every tile was sure to win.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} laid down the last %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>{who} laid down the last %n tricks: every tile was sure to win.</numerusform>
                <numerusform>{who} laid down the last %n tricks: every tile was sure to win.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} +%n mark(s)</source>
            <translation>
                <numerusform>{side} +%n mark</numerusform>
                <numerusform>{side} +%n marks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} −%n mark(s)</source>
            <translation>
                <numerusform>{side} −%n mark</numerusform>
                <numerusform>{side} −%n marks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} +%n point(s)</source>
            <translation>
                <numerusform>{side} +%n point</numerusform>
                <numerusform>{side} +%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} −%n point(s)</source>
            <translation>
                <numerusform>{side} −%n point</numerusform>
                <numerusform>{side} −%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take every trick (all {points} points) for %n mark(s)</source>
            <translation>
                <numerusform>Take every trick (all {points} points) for %n mark</numerusform>
                <numerusform>Take every trick (all {points} points) for %n marks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlayPractice</name>
        <message numerus="yes">
            <source>%n point(s) if played out</source>
            <translation>
                <numerusform>%n point if played out</numerusform>
                <numerusform>%n points if played out</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Position {number}: you played {mine}, best was {best} (%n point(s) given up on average if played out)</source>
            <translation>
                <numerusform>Position {number}: you played {mine}, best was {best} (%n point given up on average if played out)</numerusform>
                <numerusform>Position {number}: you played {mine}, best was {best} (%n points given up on average if played out)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Position {number}: you played {mine}, best was {best} (%n point(s) given up on average)</source>
            <translation>
                <numerusform>Position {number}: you played {mine}, best was {best} (%n point given up on average)</numerusform>
                <numerusform>Position {number}: you played {mine}, best was {best} (%n points given up on average)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n position(s) · {right} right · {lost}% chance given up on average</source>
            <translation>
                <numerusform>%n position · {right} right · {lost}% chance given up on average</numerusform>
                <numerusform>%n positions · {right} right · {lost}% chance given up on average</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n position(s) answered right: out of the deck.</source>
            <translation>
                <numerusform>%n position answered right: out of the deck.</numerusform>
                <numerusform>%n positions answered right: out of the deck.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You left a play practice session midway: {answered} of %n position(s) answered.</source>
            <translation>
                <numerusform>You left a play practice session midway: {answered} of %n position answered.</numerusform>
                <numerusform>You left a play practice session midway: {answered} of %n positions answered.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message numerus="yes">
            <source>You left a bidding practice session midway: {answered} of %n decision(s) answered.</source>
            <translation>
                <numerusform>You left a bidding practice session midway: {answered} of %n decision answered.</numerusform>
                <numerusform>You left a bidding practice session midway: {answered} of %n decisions answered.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message numerus="yes">
            <source>the session file must list %n seat(s)</source>
            <translation>
                <numerusform>the session file must list %n seat</numerusform>
                <numerusform>the session file must list %n seats</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Trainer</name>
        <message numerus="yes">
            <source>On defence you have set the bid in %n hand(s) of {hands} ({share}).</source>
            <translation>
                <numerusform>On defence you have set the bid in %n hand of {hands} ({share}).</numerusform>
                <numerusform>On defence you have set the bid in %n hands of {hands} ({share}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your side was forced to bid in %n hand(s) (everyone else passed) and made {made}; those are not in the tables.</source>
            <translation>
                <numerusform>Your side was forced to bid in %n hand (everyone else passed) and made {made}; those are not in the tables.</numerusform>
                <numerusform>Your side was forced to bid in %n hands (everyone else passed) and made {made}; those are not in the tables.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have answered %n practice deal(s); on average a decision gave up {lost} marks against the best one (0 is perfect).</source>
            <translation>
                <numerusform>You have answered %n practice deal; on average a decision gave up {lost} marks against the best one (0 is perfect).</numerusform>
                <numerusform>You have answered %n practice deals; on average a decision gave up {lost} marks against the best one (0 is perfect).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have answered %n play-practice position(s), {right} of them right ({share}); on average a tile gave up {lost} chance against the best one (0% is perfect).</source>
            <translation>
                <numerusform>You have answered %n play-practice position, {right} of them right ({share}); on average a tile gave up {lost} chance against the best one (0% is perfect).</numerusform>
                <numerusform>You have answered %n play-practice positions, {right} of them right ({share}); on average a tile gave up {lost} chance against the best one (0% is perfect).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) · {best} best · {lost} marks given up on average</source>
            <translation>
                <numerusform>%n decision · {best} best · {lost} marks given up on average</numerusform>
                <numerusform>%n decisions · {best} best · {lost} marks given up on average</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message numerus="yes">
            <source>%n tile(s) given: a hand has {size}</source>
            <translation>
                <numerusform>%n tile given: a hand has {size}</numerusform>
                <numerusform>%n tiles given: a hand has {size}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>there are only %n seats</source>
            <translation>
                <numerusform>there are only %n seats</numerusform>
                <numerusform>there are only %n seats</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n bid(s) given: the seats before yours make {place}</source>
            <translation>
                <numerusform>%n bid given: the seats before yours make {place}</numerusform>
                <numerusform>%n bids given: the seats before yours make {place}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message numerus="yes">
            <source>a Plunge here is a bid of %n mark(s) ({points})</source>
            <translation>
                <numerusform>a Plunge here is a bid of %n mark ({points})</numerusform>
                <numerusform>a Plunge here is a bid of %n marks ({points})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a Splash here is a bid of %n mark(s) ({points})</source>
            <translation>
                <numerusform>a Splash here is a bid of %n mark ({points})</numerusform>
                <numerusform>a Splash here is a bid of %n marks ({points})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the highest bid is %n marks ({points})</source>
            <translation>
                <numerusform>the highest bid is %n marks ({points})</numerusform>
                <numerusform>the highest bid is %n marks ({points})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points})</source>
            <translation>
                <numerusform>{name} needs a bid of at least %n mark ({points})</numerusform>
                <numerusform>{name} needs a bid of at least %n marks ({points})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hints</name>
        <message numerus="yes">
            <source>%n trump(s) with the {tile}</source>
            <translation>
                <numerusform>%n trump with the {tile}</numerusform>
                <numerusform>%n trumps with the {tile}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trump(s)</source>
            <translation>
                <numerusform>%n trump</numerusform>
                <numerusform>%n trumps</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n other double(s)</source>
            <translation>
                <numerusform>%n other double</numerusform>
                <numerusform>%n other doubles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n double(s)</source>
            <translation>
                <numerusform>%n double</numerusform>
                <numerusform>%n doubles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) with a five or six</source>
            <translation>
                <numerusform>%n tile with a five or six</numerusform>
                <numerusform>%n tiles with a five or six</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) within one pip of seven</source>
            <translation>
                <numerusform>%n tile within one pip of seven</numerusform>
                <numerusform>%n tiles within one pip of seven</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>names</name>
        <message numerus="yes">
            <source>plunge (%n mark(s))</source>
            <translation>
                <numerusform>plunge (%n mark)</numerusform>
                <numerusform>plunge (%n marks)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>splash (%n mark(s))</source>
            <translation>
                <numerusform>splash (%n mark)</numerusform>
                <numerusform>splash (%n marks)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n mark</numerusform>
                <numerusform>%n marks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>practice</name>
        <message numerus="yes">
            <source>Your tile gave up about %n point(s) on average if the hand is played out.</source>
            <translation>
                <numerusform>Your tile gave up about %n point on average if the hand is played out.</numerusform>
                <numerusform>Your tile gave up about %n points on average if the hand is played out.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your tile gave up about %n point(s) on average.</source>
            <translation>
                <numerusform>Your tile gave up about %n point on average.</numerusform>
                <numerusform>Your tile gave up about %n points on average.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Plunge (%n mark(s))</source>
            <translation>
                <numerusform>Plunge (%n mark)</numerusform>
                <numerusform>Plunge (%n marks)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Splash (%n mark(s))</source>
            <translation>
                <numerusform>Splash (%n mark)</numerusform>
                <numerusform>Splash (%n marks)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n mark</numerusform>
                <numerusform>%n marks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s) in {contract}</source>
            <translation>
                <numerusform>%n mark in {contract}</numerusform>
                <numerusform>%n marks in {contract}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s) in {contract}</source>
            <extracomment>A Moon bid and its trump: "5 tricks in sixes".</extracomment>
            <translation>
                <numerusform>%n trick in {contract}</numerusform>
                <numerusform>%n tricks in {contract}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message numerus="yes">
            <source>, with %n point(s) in it so far</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it so far".</extracomment>
            <translation>
                <numerusform>, with %n point in it so far</numerusform>
                <numerusform>, with %n points in it so far</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, with %n point(s) in it</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it".</extracomment>
            <translation>
                <numerusform>, with %n point in it</numerusform>
                <numerusform>, with %n points in it</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>pull trumps: %n trumps are still out; {who}</source>
            <translation>
                <numerusform>pull trumps: %n trumps are still out; {who}</numerusform>
                <numerusform>pull trumps: %n trumps are still out; {who}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) you cannot see; a defender who has to play one takes the trick, not you</source>
            <translation>
                <numerusform>lead low: the {tile} is beaten by %n tile you cannot see; a defender who has to play one takes the trick, not you</numerusform>
                <numerusform>lead low: the {tile} is beaten by %n tiles you cannot see; a defender who has to play one takes the trick, not you</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) the bidder may hold; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</source>
            <extracomment>Nello, a defender's lead; the bidder must lose every trick.</extracomment>
            <translation>
                <numerusform>lead low: the {tile} is beaten by %n tile the bidder may hold; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</numerusform>
                <numerusform>lead low: the {tile} is beaten by %n tiles the bidder may hold; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) you cannot see, your {mine} by only {fewer}; a defender who has to play one takes the trick, not you</source>
            <extracomment>Nello, the bidder's lead: {tile} the better lead, {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>lead low: the {tile} is beaten by %n tile you cannot see, your {mine} by only {fewer}; a defender who has to play one takes the trick, not you</numerusform>
                <numerusform>lead low: the {tile} is beaten by %n tiles you cannot see, your {mine} by only {fewer}; a defender who has to play one takes the trick, not you</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) the bidder may hold, your {mine} by only {fewer}; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</source>
            <extracomment>Nello, a defender's lead: {tile} the better lead, {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>lead low: the {tile} is beaten by %n tile the bidder may hold, your {mine} by only {fewer}; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</numerusform>
                <numerusform>lead low: the {tile} is beaten by %n tiles the bidder may hold, your {mine} by only {fewer}; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>get rid of the {tile} while it can stay under: it beats %n tile(s) you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats none</source>
            <extracomment>Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's.</extracomment>
            <translation>
                <numerusform>get rid of the {tile} while it can stay under: it beats %n tile you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats none</numerusform>
                <numerusform>get rid of the {tile} while it can stay under: it beats %n tiles you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats none</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>get rid of the {tile} while it can stay under: it beats %n tile(s) you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats only {fewer}</source>
            <extracomment>Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>get rid of the {tile} while it can stay under: it beats %n tile you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats only {fewer}</numerusform>
                <numerusform>get rid of the {tile} while it can stay under: it beats %n tiles you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats only {fewer}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message numerus="yes">
            <source>the {tile} gives up about %n trick(s) on average if the hand is played out</source>
            <translation>
                <numerusform>the {tile} gives up about %n trick on average if the hand is played out</numerusform>
                <numerusform>the {tile} gives up about %n tricks on average if the hand is played out</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n point(s) on average if the hand is played out</source>
            <translation>
                <numerusform>the {tile} gives up about %n point on average if the hand is played out</numerusform>
                <numerusform>the {tile} gives up about %n points on average if the hand is played out</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n trick(s) on average</source>
            <translation>
                <numerusform>the {tile} gives up about %n trick on average</numerusform>
                <numerusform>the {tile} gives up about %n tricks on average</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n point(s) on average</source>
            <translation>
                <numerusform>the {tile} gives up about %n point on average</numerusform>
                <numerusform>the {tile} gives up about %n points on average</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>session</name>
        <message numerus="yes">
            <source>The highest bid is %n marks ({points}).</source>
            <translation>
                <numerusform>The highest bid is %n marks ({points}).</numerusform>
                <numerusform>The highest bid is %n marks ({points}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A Plunge here is a bid of %n mark(s) ({points}).</source>
            <translation>
                <numerusform>A Plunge here is a bid of %n mark ({points}).</numerusform>
                <numerusform>A Plunge here is a bid of %n marks ({points}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A Splash here is a bid of %n mark(s) ({points}).</source>
            <translation>
                <numerusform>A Splash here is a bid of %n mark ({points}).</numerusform>
                <numerusform>A Splash here is a bid of %n marks ({points}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points}).</source>
            <translation>
                <numerusform>{name} needs a bid of at least %n mark ({points}).</numerusform>
                <numerusform>{name} needs a bid of at least %n marks ({points}).</numerusform>
            </translation>
        </message>
    </context>
</TS>
