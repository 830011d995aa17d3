<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
            <source>Over %n sampled deal(s) of the hidden tiles.</source>
            <translation>
                <numerusform>Over %n sampled deal of the hidden tiles.</numerusform>
                <numerusform>Over %n sampled deals of the hidden tiles.</numerusform>
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
    </context>
    <context>
        <name>Panels</name>
        <message numerus="yes">
            <source>Take every trick (all 42 points) for %n mark(s)</source>
            <translation>
                <numerusform>Take every trick (all 42 points) for %n mark</numerusform>
                <numerusform>Take every trick (all 42 points) for %n marks</numerusform>
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
            <source>{side} -%n mark(s)</source>
            <translation>
                <numerusform>{side} -%n mark</numerusform>
                <numerusform>{side} -%n marks</numerusform>
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
            <source>{side} -%n point(s)</source>
            <translation>
                <numerusform>{side} -%n point</numerusform>
                <numerusform>{side} -%n points</numerusform>
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
            <source>On defence you have set the bidders in %n hand(s) of {hands} ({share}).</source>
            <translation>
                <numerusform>On defence you have set the bidders in %n hand of {hands} ({share}).</numerusform>
                <numerusform>On defence you have set the bidders in %n hands of {hands} ({share}).</numerusform>
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
</TS>
