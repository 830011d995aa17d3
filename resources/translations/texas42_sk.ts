<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk" sourcelanguage="en">
    <context>
        <name>A11y</name>
        <message>
            <source>{table} columns</source>
            <translation>{table} – stĺpce</translation>
        </message>
        <message>
            <source>{table} rows</source>
            <translation>{table} – riadky</translation>
        </message>
        <message>
            <source>{table}: select all</source>
            <translation>{table}: vybrať všetko</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>Not used in {game}</source>
            <translation>V hre {game} sa nepoužíva</translation>
        </message>
        <message>
            <source>Analyze a hand</source>
            <translation>Rozbor ruky</translation>
        </message>
        <message>
            <source>The game on the table</source>
            <translation>Hra na stole</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Pravidlá</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <translation>Tvoje kamene</translation>
        </message>
        <message>
            <source>Your &amp;tiles</source>
            <translation>&amp;Tvoje kamene</translation>
        </message>
        <message>
            <source>You &amp;bid</source>
            <translation>&amp;Licituješ</translation>
        </message>
        <message>
            <source>in order, e.g. {pass_} 30</source>
            <translation>po poradí, napr. {pass_} 30</translation>
        </message>
        <message>
            <source>Bids before yours</source>
            <translation>Ponuky pred tvojou</translation>
        </message>
        <message>
            <source>Bids before &amp;yours</source>
            <translation>Ponuky pre&amp;d tebou</translation>
        </message>
        <message>
            <source>The other hands (optional)</source>
            <translation>Ostatné ruky (nepovinné)</translation>
        </message>
        <message>
            <source>&amp;Analyze</source>
            <translation>&amp;Rozobrať</translation>
        </message>
        <message>
            <source>&amp;Save as .t42…</source>
            <translation>&amp;Uložiť ako .t42…</translation>
        </message>
        <message>
            <source>Enter your tiles and press Analyze.</source>
            <translation>Zadaj svoje kamene a stlač Rozobrať.</translation>
        </message>
        <message>
            <source>first</source>
            <translation>prvý</translation>
        </message>
        <message>
            <source>second</source>
            <translation>druhý</translation>
        </message>
        <message>
            <source>third</source>
            <translation>tretí</translation>
        </message>
        <message>
            <source>fourth</source>
            <translation>štvrtý</translation>
        </message>
        <message>
            <source>Type your tiles, as in {example}, or pick them below.</source>
            <translation>Napíš svoje kamene, napríklad {example}, alebo ich vyber nižšie.</translation>
        </message>
        <message>
            <source>The entries changed: press Analyze for the hand as it is now.</source>
            <translation>Zadanie sa zmenilo: stlač Rozobrať pre ruku, aká je teraz.</translation>
        </message>
        <message>
            <source>The hand could not be analyzed: {error}</source>
            <translation>Ruku sa nepodarilo rozobrať: {error}</translation>
        </message>
        <message>
            <source>{contract} {value}</source>
            <translation>{contract} {value}</translation>
        </message>
        <message>
            <source>With every hand open, perfect play and every trick played out, you bidding and leading take: {list}.</source>
            <translation>So všetkými rukami odkrytými, dokonalou hrou a dohranými všetkými zdvihmi, keď licituješ a vynášaš ty, zoberieš: {list}.</translation>
        </message>
        <message>
            <source>With every hand open and perfect play, you bidding and leading take: {list}.</source>
            <translation>So všetkými rukami odkrytými a dokonalou hrou, keď licituješ a vynášaš ty, zoberieš: {list}.</translation>
        </message>
        <message>
            <source>The best line with every hand open, {bid} in {contract}:</source>
            <translation>Najlepšia hra so všetkými rukami odkrytými, {bid} ({contract}):</translation>
        </message>
        <message numerus="yes">
            <source>{number}. {plays} (won by {seat}, %n point(s))</source>
            <translation>
                <numerusform>{number}. {plays} (berie {seat}, %n bod)</numerusform>
                <numerusform>{number}. {plays} (berie {seat}, %n body)</numerusform>
                <numerusform>{number}. {plays} (berie {seat}, %n bodov)</numerusform>
            </translation>
        </message>
        <message>
            <source>Save the hand</source>
            <translation>Uložiť ruku</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>No data yet</source>
            <translation>Zatiaľ žiadne údaje</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>It is not your turn.</source>
            <translation>Nie si na rade.</translation>
        </message>
        <message>
            <source>The hint failed: {error}</source>
            <translation>Rada zlyhala: {error}</translation>
        </message>
        <message>
            <source>The computer player failed: {error}</source>
            <translation>Počítačový hráč zlyhal: {error}</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>&amp;Minimum bid</source>
            <translation>Na&amp;jnižšia ponuka</translation>
        </message>
        <message>
            <source>Mark bids (&amp;84 and up)</source>
            <translation>Pon&amp;uky na značky (84 a viac)</translation>
        </message>
        <message>
            <source>Raising a mar&amp;k bid</source>
            <translation>Zvyšovanie ponu&amp;ky na značky</translation>
        </message>
        <message>
            <source>&amp;When everyone passes</source>
            <translation>Keď vše&amp;tci pasujú</translation>
        </message>
        <message>
            <source>&amp;First to bid</source>
            <translation>Pr&amp;vý ponúka</translation>
        </message>
        <message>
            <source>F&amp;ollow-me doubles</source>
            <translation>Dvojité kamene pri hre nasleduj ma (&amp;Q)</translation>
        </message>
        <message>
            <source>End &amp;the hand once decided</source>
            <translation>Ukončiť kolo, keď je rozhodnuté (&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Score in</source>
            <translation>&amp;Bodovanie</translation>
        </message>
        <message>
            <source>&amp;Play to</source>
            <translation>Hr&amp;ať do</translation>
        </message>
        <message>
            <source>&amp;Nello</source>
            <translation>&amp;Nello</translation>
        </message>
        <message>
            <source>Se&amp;vens</source>
            <translation>S&amp;edmičky</translation>
        </message>
        <message>
            <source>Pl&amp;unge</source>
            <translation>&amp;Plunge</translation>
        </message>
        <message>
            <source>Spl&amp;ash</source>
            <translation>&amp;Splash</translation>
        </message>
        <message>
            <source>A forced &amp;bidder may call a special</source>
            <translation>Povinne ponúkajúci s&amp;mie hlásiť špeciálnu hru</translation>
        </message>
        <message>
            <source>Widow e&amp;xchange</source>
            <translation>&amp;Výmena s talónom</translation>
        </message>
        <message>
            <source>Doubles may be &amp;trump</source>
            <translation>Dvojité &amp;kamene môžu byť tromf</translation>
        </message>
        <message>
            <source>&amp;Follow-me allowed</source>
            <translation>&amp;Nasleduj ma povolené</translation>
        </message>
        <message>
            <source>A &amp;set bidder</source>
            <translation>&amp;Ponúkajúci, ktorý prepadne</translation>
        </message>
        <message>
            <source>A made m&amp;oon wins at any score</source>
            <translation>&amp;Splnený Mesiac vyhráva pri akomkoľvek skóre</translation>
        </message>
        <message>
            <source>&amp;Lay down a sure hand</source>
            <translation>V&amp;yložiť istú ruku</translation>
        </message>
        <message>
            <source>The player to lead may show their hand and take every remaining trick when each tile they hold is sure to win it, whatever the others hold.</source>
            <translation>Hráč, ktorý vynáša, smie ukázať svoju ruku a vziať všetky zvyšné zdvihy, keď každý jeho kameň určite vyhrá svoj zdvih, nech majú ostatní čokoľvek.</translation>
        </message>
        <message>
            <source>The lowest point bid allowed (30 in tournament play).</source>
            <translation>Najnižšia povolená bodová ponuka (na turnajoch 30).</translation>
        </message>
        <message>
            <source>Whether bids of 2 marks (84) or more are allowed; when off, 42 (1 mark) is the top bid.</source>
            <translation>Či sú povolené ponuky za 2 značky (84) a viac; keď je to vypnuté, najvyššia ponuka je 42 (1 značka).</translation>
        </message>
        <message>
            <source>After the first mark bid, each later one raises it by exactly one mark, or by any number.</source>
            <translation>Po prvej ponuke na značky ju každá ďalšia zvyšuje presne o jednu značku, alebo o ľubovoľný počet.</translation>
        </message>
        <message>
            <source>Who bids first on the first hand of a game: the player left of the shaker, or whoever holds the 1-0.</source>
            <translation>Kto ponúka prvý v prvom kole hry: hráč vľavo od miešača, alebo ten, kto má 1-0.</translation>
        </message>
        <message>
            <source>In follow-me (no trump), whether a double is the highest or the lowest tile of its suit.</source>
            <translation>Pri hre nasleduj ma (bez tromfov): či je dvojitý kameň najvyšším, alebo najnižším kameňom svojej farby.</translation>
        </message>
        <message>
            <source>Stop a hand as soon as the bid is made or set, instead of playing all seven tricks. A points game plays them all: each point counts.</source>
            <translation>Ukončiť kolo hneď, ako je ponuka splnená alebo prepadnutá, namiesto dohrania všetkých siedmich zdvihov. Hra na body ich hrá všetky: každý bod sa počíta.</translation>
        </message>
        <message>
            <source>The score that wins the game.</source>
            <translation>Skóre, ktoré vyhráva hru.</translation>
        </message>
        <message>
            <source>A bid to lose every trick; the bidder's partner sits out.</source>
            <translation>Ponuka na prehratie každého zdvihu; partner ponúkajúceho nehrá.</translation>
        </message>
        <message>
            <source>Each player must play the tile closest to seven pips; the bidders must take every trick.</source>
            <translation>Každý hráč musí zahrať kameň s počtom bodiek najbližšie k siedmim; ponúkajúci musia vziať každý zdvih.</translation>
        </message>
        <message>
            <source>With four doubles or more, bid 4 marks or more; your partner names trump and leads.</source>
            <translation>So štyrmi a viac dvojitými kameňmi ponúkneš 4 značky alebo viac; tromf určí a vynáša tvoj partner.</translation>
        </message>
        <message>
            <source>Like Plunge with three doubles or more, from 2 marks.</source>
            <translation>Ako Plunge, s tromi a viac dvojitými kameňmi, od 2 značiek.</translation>
        </message>
        <message>
            <source>&amp;Hide won tricks on bids of 84 and up</source>
            <translation>Skryť vyhrané zdvihy pri ponukách 84 a viac (&amp;F)</translation>
        </message>
        <message>
            <source>When the first three players pass: the last player to bid must bid the minimum, or the tiles are shaken again. The last is the shaker, or, on a first hand the holder of the 1-0 opens, the player on their right.</source>
            <translation>Keď prví traja hráči pasujú: posledný, kto ponúka, musí ponúknuť minimum, alebo sa kamene znova zamiešajú. Posledný je miešač, alebo v prvom kole, ktoré otvára držiteľ 1-0, hráč po jeho pravici.</translation>
        </message>
        <message>
            <source>Score marks or points; the game is won at the score set in "Play to".</source>
            <translation>Počítať značky alebo body; hru vyhráva, kto dosiahne skóre nastavené v "Hrať do".</translation>
        </message>
        <message>
            <source>On a bid of 84 (2 marks) or more, won tricks are stacked face down so nobody can look back; on a bid of 42 they stay face up.</source>
            <translation>Pri ponuke 84 (2 značky) a viac sa vyhrané zdvihy ukladajú lícom nadol, aby sa nikto nemohol pozrieť späť; pri ponuke 42 zostanú lícom nahor.</translation>
        </message>
        <message>
            <source>Whether the last player, forced to bid after everyone passed, may call Nello or Sevens.</source>
            <translation>Či posledný hráč, ktorý musí ponúknuť, keď všetci pasovali, smie hlásiť Nello alebo Sedmičky.</translation>
        </message>
        <message>
            <source>Whether the bidder takes the widow before or after naming trump.</source>
            <translation>Či si ponúkajúci berie talón pred určením tromfu, alebo po ňom.</translation>
        </message>
        <message>
            <source>Whether the bidder may name doubles as trump.</source>
            <translation>Či smie ponúkajúci určiť ako tromf dvojité kamene.</translation>
        </message>
        <message>
            <source>Whether the bidder may name follow-me (no trump).</source>
            <translation>Či smie ponúkajúci určiť nasleduj ma (bez tromfov).</translation>
        </message>
        <message>
            <source>What a set bidder scores: minus the bid, or nothing while each opponent gains the bid.</source>
            <translation>Čo dostane ponúkajúci, ktorý prepadne: mínus výšku ponuky, alebo nič a každý súper získa výšku ponuky.</translation>
        </message>
        <message>
            <source>When on, shooting the moon and making it wins the game even from behind. When off, it scores 21 like any bid, which still wins from zero or more at a target of 21.</source>
            <translation>Keď je zapnuté, splnená ponuka ísť na Mesiac vyhráva hru, aj keď prehrávaš. Keď je vypnuté, dáva 21 bodov ako každá iná ponuka, čo pri cieli 21 aj tak vyhráva, ak máš aspoň nulu.</translation>
        </message>
        <message>
            <source>When the first two players pass: the shaker must bid the minimum, or the tiles are shaken again.</source>
            <translation>Keď prví dvaja hráči pasujú: miešač musí ponúknuť minimum, alebo sa kamene znova zamiešajú.</translation>
        </message>
        <message>
            <source>Who bids first on the first hand of a game: the player left of the shaker (42 for three has no 1-0).</source>
            <translation>Kto ponúka prvý v prvom kole hry: hráč vľavo od miešača (42 pre troch nemá 1-0).</translation>
        </message>
        <message>
            <source>Stop a hand as soon as the bid is made or set, instead of playing all nine tricks. A points game plays them all: each point counts.</source>
            <translation>Ukončiť kolo hneď, ako je ponuka splnená alebo prepadnutá, namiesto dohrania všetkých deviatich zdvihov. Hra na body ich hrá všetky: každý bod sa počíta.</translation>
        </message>
        <message>
            <source>A bid to lose every trick, against both other players.</source>
            <translation>Ponuka na prehratie každého zdvihu proti obom ostatným hráčom.</translation>
        </message>
        <message>
            <source>Each player must play the tile closest to seven pips; the bidder must take every trick.</source>
            <translation>Každý hráč musí zahrať kameň s počtom bodiek najbližšie k siedmim; ponúkajúci musí vziať každý zdvih.</translation>
        </message>
        <message>
            <source>The lowest bid allowed, in tricks: 3, 4 (the usual) or 5.</source>
            <translation>Najnižšia povolená ponuka v zdvihoch: 3, 4 (zvyčajne) alebo 5.</translation>
        </message>
        <message>
            <source>When the first two players pass: the last player must bid the minimum, or the tiles are dealt again.</source>
            <translation>Keď prví dvaja hráči pasujú: posledný hráč musí ponúknuť minimum, alebo sa kamene rozdajú znova.</translation>
        </message>
        <message>
            <source>Not available: mark bids (84 and up) are off.</source>
            <translation>Nedostupné: ponuky na značky (84 a viac) sú vypnuté.</translation>
        </message>
        <message>
            <source>Not available: neither Nello nor Sevens is allowed.</source>
            <translation>Nedostupné: nie je povolené ani Nello, ani Sedmičky.</translation>
        </message>
        <message>
            <source>Not available: nobody is forced to bid; when everyone passes, the tiles are shaken again.</source>
            <translation>Nedostupné: nikto nemusí ponúknuť; keď všetci pasujú, kamene sa znova zamiešajú.</translation>
        </message>
        <message>
            <source>Not available: a points game plays every trick.</source>
            <translation>Nedostupné: hra na body sa hrá do posledného zdvihu.</translation>
        </message>
        <message>
            <source>Not available: a made moon wins anyway. A set bidder scores 0, so no score is below zero, and the target is 21 or less.</source>
            <translation>Nedostupné: splnená ponuka ísť na Mesiac vyhráva aj tak. Ponúkajúci, ktorý prepadne, dostane 0, takže žiadne skóre nie je pod nulou, a cieľ je 21 alebo menej.</translation>
        </message>
        <message>
            <source>one mark at a time</source>
            <translation>vždy o jednu značku</translation>
        </message>
        <message>
            <source>any jump</source>
            <translation>ľubovoľný skok</translation>
        </message>
        <message>
            <source>last seat must bid</source>
            <translation>posledný musí ponúknuť</translation>
        </message>
        <message>
            <source>shake again</source>
            <translation>znova zamiešať</translation>
        </message>
        <message>
            <source>deal again</source>
            <translation>rozdať znova</translation>
        </message>
        <message>
            <source>left of the shaker</source>
            <translation>vľavo od miešača</translation>
        </message>
        <message>
            <source>holder of the 1-0</source>
            <translation>kto má 1-0</translation>
        </message>
        <message>
            <source>high</source>
            <translation>vysoké</translation>
        </message>
        <message>
            <source>low</source>
            <translation>nízke</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>značky</translation>
        </message>
        <message>
            <source>points</source>
            <translation>body</translation>
        </message>
        <message>
            <source>before naming trump</source>
            <translation>pred určením tromfu</translation>
        </message>
        <message>
            <source>after naming trump</source>
            <translation>po určení tromfu</translation>
        </message>
        <message>
            <source>loses the bid</source>
            <translation>stratí výšku ponuky</translation>
        </message>
        <message>
            <source>scores 0; opponents gain the bid</source>
            <translation>dostane 0, súperi získajú výšku ponuky</translation>
        </message>
        <message>
            <source>their own suit</source>
            <translation>samostatná farba</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Západ</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Východ</translation>
        </message>
        <message>
            <source>{rule} allowed</source>
            <translation>{rule}: povolené</translation>
        </message>
        <message>
            <source>{rule}: least number of marks</source>
            <translation>{rule}: najmenší počet značiek</translation>
        </message>
        <message>
            <source>{rule}: doubles</source>
            <translation>{rule}: dvojité kamene</translation>
        </message>
        <message>
            <source>allowed</source>
            <translation>povolené</translation>
        </message>
        <message>
            <source>doubles {value}</source>
            <translation>dvojité: {value}</translation>
        </message>
        <message numerus="yes">
            <source>from %n mark(s)</source>
            <translation>
                <numerusform>od %n značky</numerusform>
                <numerusform>od %n značiek</numerusform>
                <numerusform>od %n značiek</numerusform>
            </translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nová hra</translation>
        </message>
        <message>
            <source>A set of house rules; changing any rule below shows "Custom".</source>
            <translation>Súbor domácich pravidiel; zmena ktoréhokoľvek pravidla nižšie zobrazí „Vlastné“.</translation>
        </message>
        <message>
            <source>random</source>
            <translation>náhodné</translation>
        </message>
        <message>
            <source>Leave empty for random deals, or enter a number to replay or share the same deals.</source>
            <translation>Nechaj prázdne pre náhodné rozdania, alebo zadaj číslo, aby sa dali rovnaké rozdania zopakovať alebo zdieľať.</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Domáce pravidlá</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <source>&amp;Rule preset</source>
            <translation>Sada prav&amp;idiel</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>H&amp;ráči</translation>
        </message>
        <message>
            <source>Deal s&amp;eed</source>
            <translation>Čís&amp;lo rozdania</translation>
        </message>
        <message>
            <source>Pract&amp;ice: hints and undo allowed</source>
            <translation>Trénin&amp;g: rady a Späť povolené</translation>
        </message>
        <message>
            <source>&amp;Deal</source>
            <translation>Roz&amp;dať</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Vlastné</translation>
        </message>
        <message>
            <source>Your seat</source>
            <translation>Tvoje miesto</translation>
        </message>
        <message>
            <source>you play it</source>
            <translation>hráš ty</translation>
        </message>
        <message>
            <source>{name} (you)</source>
            <translation>{name} (ty)</translation>
        </message>
        <message>
            <source>{name} (computer)</source>
            <translation>{name} (počítač)</translation>
        </message>
        <message>
            <source>{name}'s level</source>
            <translation>{name}: úroveň</translation>
        </message>
        <message>
            <source>How strongly this computer player bids and plays.</source>
            <translation>Ako silno tento počítačový hráč ponúka a hrá.</translation>
        </message>
        <message>
            <source>The deal seed must be a whole number (up to 18 digits), or empty for random deals.</source>
            <translation>Číslo rozdania musí byť celé číslo (najviac 18 číslic), alebo prázdne pre náhodné rozdania.</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Predvoľby</translation>
        </message>
        <message>
            <source>Your name at the table, from the next game.</source>
            <translation>Tvoje meno pri stole, od ďalšej hry.</translation>
        </message>
        <message>
            <source>Put the costly bids and plays of your Texas 42 &amp;games in My mistakes</source>
            <translation>Daj drahé ponuky a ťahy z tvojich &amp;hier Texas 42 do Mojich chýb</translation>
        </message>
        <message>
            <source>Each finished hand of your games of Texas 42 scored in marks is reviewed in the background; what it grades costly comes back in Practice &gt; My mistakes. Moon, 42 for three and games scored in points are not reviewed for it.</source>
            <translation>Každá dohraná ruka tvojich hier Texas 42 na značky sa na pozadí prezrie; čo vyjde ako drahé, sa vráti v Tréning &gt; Moje chyby. Moon, 42 pre troch a hry na body sa kvôli tomu neprezerajú.</translation>
        </message>
        <message>
            <source>System ({language})</source>
            <translation>Systémový ({language})</translation>
        </message>
        <message>
            <source>Offer &amp;hints and undo in new games</source>
            <translation>&amp;Povoliť rady a Späť v nových hrách</translation>
        </message>
        <message>
            <source>The language of the app. A new one takes a restart, which OK offers; your game is kept.</source>
            <translation>Jazyk aplikácie. Nový jazyk si vyžaduje reštart, ktorý ponúkne OK; tvoja hra sa zachová.</translation>
        </message>
        <message>
            <source>OK offers to restart the app in this language now; your game is kept.</source>
            <translation>OK ponúkne reštartovať aplikáciu v tomto jazyku hneď teraz; tvoja hra sa zachová.</translation>
        </message>
        <message>
            <source>&amp;Your name</source>
            <translation>&amp;Tvoje meno</translation>
        </message>
        <message>
            <source>&amp;Tiles</source>
            <translation>&amp;Kamene</translation>
        </message>
        <message>
            <source>&amp;Animation</source>
            <translation>&amp;Animácia</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Jazyk</translation>
        </message>
        <message>
            <source>native (C)</source>
            <translation>natívny (C)</translation>
        </message>
        <message>
            <source>Python (slower)</source>
            <translation>Python (pomalší)</translation>
        </message>
        <message>
            <source>Texas 42, Moon and 42 for three against computer players that bid and play like strong humans.</source>
            <translation>Texas 42, Mesiac a 42 pre troch proti počítačovým hráčom, ktorí ponúkajú a hrajú ako silní ľudskí hráči.</translation>
        </message>
        <message>
            <source>Solver: {backend}.</source>
            <translation>Riešič: {backend}.</translation>
        </message>
        <message>
            <source>Open source; the rules and the game record format are documented in the app.</source>
            <translation>Otvorený zdrojový kód; pravidlá a formát záznamu hry sú popísané v aplikácii.</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Ľahká</translation>
        </message>
        <message>
            <source>Normal</source>
            <comment>level</comment>
            <translation>Normálna</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Ťažká</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expertná</translation>
        </message>
        <message>
            <source>Easy: plays by rules of thumb and looks no further. A table for beginners.</source>
            <translation>Ľahká: hrá podľa jednoduchých pravidiel a ďalej nepozerá. Stôl pre začiatočníkov.</translation>
        </message>
        <message>
            <source>Normal: weighs a dozen possible deals of the hidden tiles for each play, and sometimes misjudges a close choice.</source>
            <translation>Normálna: pri každom ťahu zvažuje tucet možných rozložení skrytých kameňov a občas zle posúdi tesnú voľbu.</translation>
        </message>
        <message>
            <source>Hard: weighs about a hundred possible deals for each play and bid, without slips.</source>
            <translation>Ťažká: pri každom ťahu a ponuke zvažuje asi sto možných rozložení, bez omylov.</translation>
        </message>
        <message>
            <source>Expert: bids as Hard does; in play it weighs more deals, more still where the choice is close, reads the count the last player to each trick throws or keeps, and prefers plays that leave room for the guesses still to come. A little slower.</source>
            <translation>Expertná: ponúka ako Ťažká; v hre zvažuje viac rozložení, ešte viac, keď je voľba tesná, číta bodové kamene, ktoré posledný hráč každého zdvihu odhodí alebo si nechá, a uprednostňuje ťahy, ktoré nechávajú rezervu pre odhady, ktoré ešte prídu. O niečo pomalšia.</translation>
        </message>
        <message>
            <source>At Texas 42 it wins about {games} games in 10 against Easy.</source>
            <translation>V Texas 42 vyhrá proti Ľahkej asi {games} hier z 10.</translation>
        </message>
        <message>
            <source>At Texas 42 it wins about {games} games in 10 against Easy and {normal} in 10 against Normal.</source>
            <translation>V Texas 42 vyhrá proti Ľahkej asi {games} hier z 10 a proti Normálnej {normal} z 10.</translation>
        </message>
        <message>
            <source>At Texas 42, on {deals} deals each played both ways with a forced bid of 30, its bidders made {expert} and Hard's {hard}. In {hands} hands bid and played as usual, each played both ways, it came out ahead of Hard in {ahead} and behind in {behind}; the rest came out the same.</source>
            <translation>V Texas 42 na {deals} rozloženiach, každom odohranom oboma smermi s povinnou ponukou 30, jej ponúkajúci splnili {expert} a ponúkajúci Ťažkej {hard}. V {hands} kolách s bežnými ponukami a hrou, každom odohranom oboma smermi, dopadla lepšie ako Ťažká v {ahead} a horšie v {behind}; ostatné dopadli rovnako.</translation>
        </message>
        <message>
            <source>At Moon, one Hard player against two Easy ones wins about {games} games in 10 (a third would be even).</source>
            <translation>V Moon vyhrá jeden hráč na úrovni Ťažká proti dvom na úrovni Ľahká asi {games} hier z 10 (pri vyrovnanej sile by to bola tretina).</translation>
        </message>
        <message>
            <source>Off (no motion)</source>
            <translation>Vypnutá (bez pohybu)</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rýchla</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normálna</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Pomalá</translation>
        </message>
        <message>
            <source>Classic ivory</source>
            <translation>Klasická slonovina</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Vysoký kontrast</translation>
        </message>
        <message>
            <source>Game record format (.t42)</source>
            <translation>Formát záznamu hry (.t42)</translation>
        </message>
        <message>
            <source>On this computer, texas42-record is {path}</source>
            <translation>Na tomto počítači je texas42-record tu: {path}</translation>
        </message>
        <message>
            <source>Information</source>
            <translation>Informácia</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Upozornenie</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Chyba</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>Otázka</translation>
        </message>
        <message>
            <source>Your lesson is kept: Practice &gt; Learn to play continues it where you are.</source>
            <translation>Tvoja lekcia sa zachová: Tréning &gt; Nauč sa hrať v nej pokračuje tam, kde si.</translation>
        </message>
        <message>
            <source>Your practice session is kept: the Practice menu continues it.</source>
            <translation>Tvoj tréning sa zachová: ponuka Tréning v ňom pokračuje.</translation>
        </message>
        <message>
            <source>Your practice session could not be kept: its answers so far are lost.</source>
            <translation>Tvoj tréning sa nepodarilo zachovať: doterajšie odpovede sa stratia.</translation>
        </message>
        <message>
            <source>Your game in progress is kept.</source>
            <translation>Tvoja rozohratá hra sa zachová.</translation>
        </message>
        <message>
            <source>Your game in progress cannot be saved: {loss}.</source>
            <translation>Tvoju rozohratú hru sa nedá uložiť: {loss}.</translation>
        </message>
        <message>
            <source>Restart Texas 42 now in {language}?</source>
            <translation>Reštartovať teraz Texas 42 v jazyku {language}?</translation>
        </message>
        <message>
            <source>&amp;Restart now</source>
            <translation>&amp;Reštartovať teraz</translation>
        </message>
        <message>
            <source>&amp;Later</source>
            <translation>&amp;Neskôr</translation>
        </message>
    </context>
    <context>
        <name>GameRules</name>
        <message>
            <source>The New game dialog's set of house rules these are, or Custom if they are none of its presets.</source>
            <translation>Sada domácich pravidiel z dialógu Nová hra, ktorej tieto pravidlá zodpovedajú, alebo Vlastné, ak nie sú žiadnou z nich.</translation>
        </message>
        <message>
            <source>{players} players, partners sitting opposite; {tiles} tiles each.</source>
            <translation>{players} hráči, partneri sedia oproti sebe; každý má {tiles} kameňov.</translation>
        </message>
        <message>
            <source>{players} players, each playing alone; {tiles} tiles each, and one face down as the widow.</source>
            <translation>{players} hráči, každý hrá sám; každý má {tiles} kameňov a jeden leží lícom nadol ako vdova.</translation>
        </message>
        <message>
            <source>{players} players, each playing alone; {tiles} tiles each.</source>
            <translation>{players} hráči, každý hrá sám; každý má {tiles} kameňov.</translation>
        </message>
        <message>
            <source>on</source>
            <translation>zapnuté</translation>
        </message>
        <message>
            <source>off</source>
            <translation>vypnuté</translation>
        </message>
        <message>
            <source>Click for the rules of this game ({key}).</source>
            <translation>Klikni pre pravidlá tejto hry ({key}).</translation>
        </message>
        <message>
            <source>Rules of this game</source>
            <translation>Pravidlá tejto hry</translation>
        </message>
        <message>
            <source>The rules of the game on the table. To read about a rule on the rules page, choose it and press Read about it.</source>
            <translation>Pravidlá hry na stole. Ak si chceš o pravidle prečítať na stránke pravidiel, vyber ho a stlač Prečítať viac.</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>Pravidlo</translation>
        </message>
        <message>
            <source>In this game</source>
            <translation>V tejto hre</translation>
        </message>
        <message>
            <source>&amp;Read about it</source>
            <translation>&amp;Prečítať viac</translation>
        </message>
    </context>
    <context>
        <name>HintView</name>
        <message>
            <source>On your turn, Hint (H) shows the computer's view of your choices.</source>
            <translation>Keď si na rade, Rada (H) ukáže, ako počítač vidí tvoje možnosti.</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Rada (H)</translation>
        </message>
        <message>
            <source>What the Hard AI would do here, and why</source>
            <translation>Čo by tu urobila Ťažká AI a prečo</translation>
        </message>
        <message>
            <source>Thinking about your options…</source>
            <translation>Zvažujú sa tvoje možnosti…</translation>
        </message>
        <message>
            <source>Recommended: {bid}.</source>
            <translation>Odporúčanie: {bid}.</translation>
        </message>
        <message>
            <source>Quick estimate from the built-in table; refining by simulation…</source>
            <translation>Rýchly odhad zo vstavanej tabuľky; spresňuje sa simuláciou…</translation>
        </message>
        <message numerus="yes">
            <source>Preview over %n deal(s); refining…</source>
            <translation>
                <numerusform>Náhľad z %n rozloženia; spresňuje sa…</numerusform>
                <numerusform>Náhľad z %n rozložení; spresňuje sa…</numerusform>
                <numerusform>Náhľad z %n rozložení; spresňuje sa…</numerusform>
            </translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; widen the window, then this panel ({keys}), to see more.</source>
            <translation>Najlepšie hry: {fit} z {all}; rozšír okno, potom tento panel ({keys}) a uvidíš viac.</translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; the others do not fit beside the table.</source>
            <translation>Najlepšie hry: {fit} z {all}; ostatné sa vedľa stola nezmestia.</translation>
        </message>
        <message>
            <source>Exp. {unit}</source>
            <translation>Očak. {unit}</translation>
        </message>
        <message>
            <source>{contract}: expected {unit} over {worlds} sampled deals</source>
            <translation>{contract}: očakávané {unit} v {worlds} vzorových rozloženiach</translation>
        </message>
        <message>
            <source>First look (quick estimate)</source>
            <translation>Prvý pohľad (rýchly odhad)</translation>
        </message>
        <message>
            <source>Recommended: name {contract} for your partner's bid of {bid}.</source>
            <translation>Odporúčanie: urči {contract} pre ponuku {bid} tvojho partnera.</translation>
        </message>
        <message>
            <source>Recommended: name {contract} for your bid of {bid}.</source>
            <translation>Odporúčanie: urči {contract} pre svoju ponuku {bid}.</translation>
        </message>
        <message>
            <source>{rules} A sure laydown is certain: 100%.</source>
            <translation>{rules} Istá ruka na vyloženie je istá: 100 %.</translation>
        </message>
        <message>
            <source>{rules} Chances are weighed again on your hand after the widow, as the widow hint showed them: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Šance sa posudzujú znova na tvojej ruke po talóne, ako ich ukázala rada k talónu: podiel z {worlds} vzorových rozložení splnených s odkrytými kameňmi, mínus rezerva za hru bez videnia ostatných kameňov; pri zhode istejšia hra.</translation>
        </message>
        <message>
            <source>{rules} Chances shown: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Zobrazené šance: podiel z {worlds} vzorových rozložení splnených s odkrytými kameňmi, mínus rezerva za hru bez videnia ostatných kameňov; pri zhode istejšia hra.</translation>
        </message>
        <message>
            <source>{rules} Chances shown are those the bid was weighed with: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Zobrazené šance sú tie, s ktorými sa posudzovala ponuka: podiel z {worlds} vzorových rozložení splnených s odkrytými kameňmi, mínus rezerva za hru bez videnia ostatných kameňov; pri zhode istejšia hra.</translation>
        </message>
        <message>
            <source>In each deal you take the widow and lay away the tile you miss least.</source>
            <translation>V každom rozložení vezmeš talón a odložíš kameň, ktorý ti bude chýbať najmenej.</translation>
        </message>
        <message>
            <source>{rules} Each cell: the chance used (over {worlds} sampled deals, less a margin for play without open hands) above the expected {unit}, counting the chance of being outbid; ✓ marks the best.</source>
            <translation>{rules} Každé pole: použitá šanca (z {worlds} vzorových rozložení, mínus rezerva za hru bez odkrytých kameňov) nad očakávanými {unit}, so šancou, že vás niekto prehodí; ✓ označuje najlepšie.</translation>
        </message>
        <message>
            <source>The Hard AI's view ({worlds} deals, the widow taken in each): each cell is the chance, then expected {unit}; ✓ the best.</source>
            <translation>Pohľad Ťažkej AI ({worlds} rozložení, v každom vzatý talón): každé pole je šanca, potom očakávané {unit}; ✓ najlepšie.</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: made with open hands in {p} ± {error} of {worlds} sampled deals (one standard error)</source>
            <translation>{contract}, ponuka {bid}: s odkrytými kameňmi splnená v {p} ± {error} z {worlds} vzorových rozložení (jedna štandardná chyba)</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: a sure laydown, made whatever the others hold</source>
            <translation>{contract}, ponuka {bid}: istá ruka na vyloženie, splnená nech majú ostatní čokoľvek</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: made with open hands in {p} ± {error} of the model's deals (one standard error)</source>
            <translation>{contract}, ponuka {bid}: s odkrytými kameňmi splnená v {p} ± {error} rozložení modelu (jedna štandardná chyba)</translation>
        </message>
        <message>
            <source>; {p} after the margins for sampling and for play without open hands</source>
            <translation>; {p} po odrátaní rezerv za výber vzorky a za hru bez odkrytých kameňov</translation>
        </message>
        <message>
            <source>; worth {value} expected {unit} (kept against later bids in {keep})</source>
            <translation>; má hodnotu {value} očakávaných {unit} (neprehodená neskoršími ponukami v {keep} prípadov)</translation>
        </message>
        <message>
            <source>{choice}: {chance} to make (the chance used), worth {value} expected {unit}</source>
            <translation>{choice}: {chance} na splnenie (použitá šanca), hodnota {value} očakávaných {unit}</translation>
        </message>
        <message>
            <source>Pass: your partner holds the bid, and bidding over it only takes the contract from your side, so passing counts as much as your best bid ({value}) and stands.</source>
            <translation>Pas: ponuku drží tvoj spoluhráč a prebiť ju by len vzalo kontrakt tvojej strane, takže pas sa počíta ako tvoja najlepšia ponuka ({value}) a platí.</translation>
        </message>
        <message>
            <source>Pass: your partner holds the bid, and a bid over it must be worth more than {value} expected {unit} (a margin for its risk); none is, so passing stands.</source>
            <translation>Pas: ponuku drží tvoj spoluhráč a ponuka nad ňou by musela mať hodnotu viac ako {value} očakávaných {unit} (rezerva na jej riziko); žiadna ju nemá, takže pas platí.</translation>
        </message>
        <message>
            <source>Pass: a bid must be worth more than {value} expected {unit} to beat passing (a margin for its risk, less what letting the opponents play costs)</source>
            <translation>Pas: ponuka musí mať hodnotu viac ako {value} očakávaných {unit}, aby bola lepšia ako pas (rezerva na jej riziko, mínus to, čo stojí nechať hrať súperov)</translation>
        </message>
        <message>
            <source>Opponents' tricks to come</source>
            <translation>Zdvihy súperov do konca</translation>
        </message>
        <message>
            <source>Your side's tricks to come</source>
            <translation>Zdvihy tvojho tímu do konca</translation>
        </message>
        <message>
            <source>Defenders' tricks to come</source>
            <translation>Zdvihy obrancov do konca</translation>
        </message>
        <message>
            <source>The Hard AI's view: each tile laid away, with the trump you named.</source>
            <translation>Pohľad Ťažkej AI: každý kameň odložený, s tromfom, ktorý si určil.</translation>
        </message>
        <message>
            <source>Each chance keeps a margin for play without seeing the other hands, as the trump hint's does: even a sure hand shows less than 100%.</source>
            <translation>Každá šanca si necháva rezervu na hru bez videnia ostatných rúk, tak ako šanca v rade k tromfu: aj istá ruka ukazuje menej ako 100 %.</translation>
        </message>
        <message>
            <source>Each chance keeps a margin for play without seeing the other hands, as the trump hint's does, but for a sure laydown (100%).</source>
            <translation>Každá šanca si necháva rezervu na hru bez videnia ostatných rúk, tak ako šanca v rade k tromfu, okrem istej ruky na vyloženie (100 %).</translation>
        </message>
        <message>
            <source>Preview; refining…</source>
            <translation>Náhľad; spresňuje sa…</translation>
        </message>
        <message>
            <source>The Hard AI's view: each tile laid away, then trump named as the trump hint would.</source>
            <translation>Pohľad Ťažkej AI: každý kameň odložený, potom tromf určený tak, ako by ho určila rada k tromfu.</translation>
        </message>
        <message>
            <source>Recommended: lay away the {tile}.</source>
            <translation>Odporúčanie: odlož {tile}.</translation>
        </message>
        <message>
            <source>Lay away</source>
            <translation>Odložiť</translation>
        </message>
        <message>
            <source>Trump then</source>
            <translation>Potom tromf</translation>
        </message>
        <message>
            <source>Your tricks</source>
            <translation>Tvoje zdvihy</translation>
        </message>
        <message>
            <source>Worth</source>
            <translation>Hodnota</translation>
        </message>
        <message>
            <source>Game points: the bid won or lost at that chance, less half the tricks left to the other two players</source>
            <translation>Body hry: ponuka vyhratá alebo prehratá s touto šancou, mínus polovica zdvihov, ktoré zostanú dvom ďalším hráčom</translation>
        </message>
        <message>
            <source>Your tricks to come</source>
            <translation>Tvoje zdvihy do konca</translation>
        </message>
        <message>
            <source>The bid is decided: the tricks you take in the rest of the hand, on average, after this tile</source>
            <translation>Ponuka je už rozhodnutá: priemerné zdvihy, ktoré ešte získaš vo zvyšku kola po tomto kameni</translation>
        </message>
        <message>
            <source>The tricks the opponents take in the rest of the hand, on average, after this tile (the Nello makes if they take every one)</source>
            <translation>Priemerné zdvihy, ktoré súperi získajú vo zvyšku kola po tomto kameni (Nello je splnené, ak získajú všetky)</translation>
        </message>
        <message>
            <source>The tricks your side takes in the rest of the hand, on average, after this tile (fewer is better for you: the Nello fails if its bidder takes one)</source>
            <translation>Priemerné zdvihy, ktoré tvoj tím získa vo zvyšku kola po tomto kameni (menej je pre teba lepšie: Nello padne, ak ponúkajúci získa jeden)</translation>
        </message>
        <message>
            <source>; recommended</source>
            <translation>; odporúčané</translation>
        </message>
        <message>
            <source>{choice}: worth {value} expected {unit}</source>
            <translation>{choice}: hodnota {value} očakávaných {unit}</translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; widen this panel ({keys}) to see more.</source>
            <translation>Najlepšie hry: {fit} z {all}; rozšír tento panel ({keys}) a uvidíš viac.</translation>
        </message>
        <message>
            <source>The best contracts first; scroll sideways to see all {all}.</source>
            <translation>Najlepšie hry sú prvé; posuň tabuľku do strany a uvidíš všetky {all}.</translation>
        </message>
        <message>
            <source>The Hard AI's view ({worlds} deals): each cell is the chance, then expected {unit}; ✓ the best.</source>
            <translation>Pohľad Ťažkej AI ({worlds} rozložení): každé pole je šanca, potom očakávané {unit}; ✓ najlepšie.</translation>
        </message>
        <message numerus="yes">
            <source>The Hard AI's view over %n sampled deal(s) of the hidden tiles.</source>
            <translation>
                <numerusform>Pohľad Ťažkej AI z %n vzorového rozloženia skrytých kameňov.</numerusform>
                <numerusform>Pohľad Ťažkej AI z %n vzorových rozložení skrytých kameňov.</numerusform>
                <numerusform>Pohľad Ťažkej AI z %n vzorových rozložení skrytých kameňov.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your {unit} to come</source>
            <translation>Tvoje {unit} do konca</translation>
        </message>
        <message>
            <source>Bidder's {unit} to come</source>
            <translation>Ponúkajúci: {unit} do konca</translation>
        </message>
        <message>
            <source>Bidders' {unit} to come</source>
            <translation>Ponúkajúci: {unit} do konca</translation>
        </message>
        <message>
            <source>Chance to make</source>
            <translation>Šanca splniť</translation>
        </message>
        <message>
            <source>Chance to set</source>
            <translation>Šanca zraziť</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>Kameň</translation>
        </message>
        <message>
            <source>{contract}: the tricks the opponents take, on average over {worlds} sampled deals (the Nello makes if they take every one)</source>
            <translation>{contract}: zdvihy, ktoré vezmú súperi, v priemere v {worlds} vzorových rozloženiach (Nello sa splní, ak vezmú všetky)</translation>
        </message>
        <message>
            <source>The {unit} your side still takes in the rest of the hand, on average, after this tile</source>
            <translation>Priemerné {unit}, ktoré tvoj tím ešte získa vo zvyšku kola po tomto kameni</translation>
        </message>
        <message>
            <source>The {unit} the bidder takes in the rest of the hand, on average, after this tile (fewer is better for you)</source>
            <translation>Priemerné {unit}, ktoré ponúkajúci získa vo zvyšku kola po tomto kameni (menej je pre teba lepšie)</translation>
        </message>
        <message>
            <source>The {unit} the bidders take in the rest of the hand, on average, after this tile (fewer is better for you)</source>
            <translation>Priemerné {unit}, ktoré ponúkajúci získajú vo zvyšku kola po tomto kameni (menej je pre teba lepšie)</translation>
        </message>
        <message>
            <source>Opponents' tricks to come if played out</source>
            <translation>Zdvihy súperov do konca, pri dohraní</translation>
        </message>
        <message>
            <source>Defenders' tricks to come if played out</source>
            <translation>Zdvihy obrancov do konca, pri dohraní</translation>
        </message>
        <message>
            <source>Your side's tricks to come if played out</source>
            <translation>Zdvihy tvojho tímu do konca, pri dohraní</translation>
        </message>
        <message>
            <source>Your {unit} to come if played out</source>
            <translation>Tvoje {unit} do konca, pri dohraní</translation>
        </message>
        <message>
            <source>Bidder's {unit} to come if played out</source>
            <translation>Ponúkajúci: {unit} do konca, pri dohraní</translation>
        </message>
        <message>
            <source>Bidders' {unit} to come if played out</source>
            <translation>Ponúkajúci: {unit} do konca, pri dohraní</translation>
        </message>
        <message>
            <source>Counted as if every trick were played out (the best play for each side, every hand open): the hand ends as soon as the bid is made or set, and nothing after that is scored.</source>
            <translation>Počítané, akoby sa dohrali všetky zdvihy (najlepšia hra každej strany, všetky kamene odkryté): kolo sa končí hneď, ako je ponuka splnená alebo prepadne, a potom sa už nič nepočíta.</translation>
        </message>
        <message>
            <source>game points</source>
            <translation>body hry</translation>
        </message>
        <message>
            <source>points</source>
            <translation>body</translation>
        </message>
        <message>
            <source>tricks</source>
            <translation>zdvihy</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>značky</translation>
        </message>
        <message>
            <source>The {tiles} tie: the same {unit} to come. On a tie the hint names the tile first in number order, the {tile}.</source>
            <translation>{tiles} sú na tom rovnako: rovnako {unit} do konca. Pri zhode rada menuje kameň, ktorý je prvý v poradí čísel: {tile}.</translation>
        </message>
        <message>
            <source>The {tiles} tie: the same chance and the same {unit} to come. On a tie the hint names the tile first in number order, the {tile}.</source>
            <translation>{tiles} sú na tom rovnako: rovnaká šanca a rovnako {unit} do konca. Pri zhode rada menuje kameň, ktorý je prvý v poradí čísel: {tile}.</translation>
        </message>
        <message>
            <source>Not shown here: {contracts}.</source>
            <translation>Tu nie sú zobrazené: {contracts}.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>{meanings} Its words are links: Tab reaches one, Enter opens it in the rules.</source>
            <translation>{meanings} Jeho slová sú odkazy: Tab sa dostane na jeden, Enter ho otvorí v pravidlách.</translation>
        </message>
        <message>
            <source>Link: {meaning} Enter opens it in the rules.</source>
            <translation>Odkaz: {meaning} Enter ho otvorí v pravidlách.</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>The {language} translation is missing or damaged; the game is shown in English. Reinstalling the game brings it back.</source>
            <translation>Preklad {language} chýba alebo je poškodený; hra sa zobrazuje v angličtine. Preinštalovanie hry ho vráti.</translation>
        </message>
    </context>
    <context>
        <name>Licences</name>
        <message>
            <source>GNU GPL 3.0, which the LGPL extends</source>
            <translation>GNU GPL 3.0, ktorú LGPL rozširuje</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Licencie</translation>
        </message>
        <message>
            <source>Texas 42 and the software it includes, each under its own licence:</source>
            <translation>Texas 42 a softvér, ktorý obsahuje, každý pod vlastnou licenciou:</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Počkaj, kým budeš na rade.</translation>
        </message>
        <message>
            <source>What just happened at the table</source>
            <translation>Čo sa práve stalo pri stole</translation>
        </message>
        <message>
            <source>{who} named {contract}.</source>
            <translation>{who} – určená hra: {contract}.</translation>
        </message>
        <message>
            <source>{who} played {tile}.</source>
            <translation>{who} – zahraný kameň: {tile}.</translation>
        </message>
        <message>
            <source>{who} laid down: the rest of the tricks are theirs.</source>
            <translation>{who} – vyloženie: zvyšné zdvihy patria vykladajúcemu.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>You sit out this hand: your tiles are not played.</source>
            <translation>V tomto kole nehráš: tvoje kamene sa nehrajú.</translation>
        </message>
        <message>
            <source>{who} passed.</source>
            <translation>{who}: pas.</translation>
        </message>
        <message>
            <source>{who} bid {bid}.</source>
            <translation>{who}: ponuka {bid}.</translation>
        </message>
        <message>
            <source>{who} won the trick.</source>
            <translation>Víťaz zdvihu: {who}.</translation>
        </message>
        <message numerus="yes">
            <source>{who} won the trick (%n point(s)).</source>
            <translation>
                <numerusform>Víťaz zdvihu: {who} (%n bod).</numerusform>
                <numerusform>Víťaz zdvihu: {who} (%n body).</numerusform>
                <numerusform>Víťaz zdvihu: {who} (%n bodov).</numerusform>
            </translation>
        </message>
        <message>
            <source>Hand over. Score: {score}.</source>
            <translation>Koniec kola. Skóre: {score}.</translation>
        </message>
        <message>
            <source>No trick has been played yet this hand.</source>
            <translation>V tomto kole ešte nebol zahraný žiadny zdvih.</translation>
        </message>
        <message>
            <source>Last trick: {plays}; {who} won it.</source>
            <translation>Posledný zdvih: {plays}; vyhral ho {who}.</translation>
        </message>
        <message numerus="yes">
            <source>Last trick: {plays}; {who} won it (%n point(s)).</source>
            <translation>
                <numerusform>Posledný zdvih: {plays}; vyhral ho {who} (%n bod).</numerusform>
                <numerusform>Posledný zdvih: {plays}; vyhral ho {who} (%n body).</numerusform>
                <numerusform>Posledný zdvih: {plays}; vyhral ho {who} (%n bodov).</numerusform>
            </translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>tab</comment>
            <translation>Rada</translation>
        </message>
        <message>
            <source>Score</source>
            <comment>tab</comment>
            <translation>Skóre</translation>
        </message>
        <message>
            <source>Bids</source>
            <comment>tab</comment>
            <translation>Ponuky</translation>
        </message>
        <message>
            <source>Tricks</source>
            <comment>tab</comment>
            <translation>Zdvihy</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Zápis skóre</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <comment>View menu: show or hide the Hint panel</comment>
            <translation>&amp;Rada</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>&amp;Zápis skóre</translation>
        </message>
        <message>
            <source>&amp;Bids</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>&amp;Ponuky</translation>
        </message>
        <message>
            <source>&amp;Tricks</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>Zd&amp;vihy</translation>
        </message>
        <message>
            <source>Go to the h&amp;int</source>
            <translation>Prejsť na r&amp;adu</translation>
        </message>
        <message>
            <source>Go to the sc&amp;ore sheet</source>
            <translation>Prejsť na zápis skór&amp;e</translation>
        </message>
        <message>
            <source>Go to the bi&amp;ds</source>
            <translation>Prejsť na p&amp;onuky</translation>
        </message>
        <message>
            <source>Go to the t&amp;ricks</source>
            <translation>Prejsť na zdv&amp;ihy</translation>
        </message>
        <message>
            <source>Each hand's score appears here.</source>
            <translation>Tu sa objaví skóre každého kola.</translation>
        </message>
        <message numerus="yes">
            <source>Game to %n mark(s).</source>
            <translation>
                <numerusform>Hra do %n značky.</numerusform>
                <numerusform>Hra do %n značiek.</numerusform>
                <numerusform>Hra do %n značiek.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game to %n point(s).</source>
            <translation>
                <numerusform>Hra do %n bodu.</numerusform>
                <numerusform>Hra do %n bodov.</numerusform>
                <numerusform>Hra do %n bodov.</numerusform>
            </translation>
        </message>
        <message>
            <source>Hides the {panel} panel; the View menu shows it again.</source>
            <translation>Skryje panel {panel}; ponuka Zobraziť ho znova ukáže.</translation>
        </message>
        <message>
            <source>Each bid appears here.</source>
            <translation>Tu sa objaví každá ponuka.</translation>
        </message>
        <message>
            <source>Each trick won appears here.</source>
            <translation>Tu sa objaví každý vyhratý zdvih.</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Zdvihy</translation>
        </message>
        <message>
            <source>Bids</source>
            <translation>Ponuky</translation>
        </message>
        <message>
            <source>A game in progress was saved.</source>
            <translation>Rozohraná hra bola uložená.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Pokračovať</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nová hra</translation>
        </message>
        <message>
            <source>A game in progress was saved: {game}.</source>
            <translation>Rozohraná hra bola uložená: {game}.</translation>
        </message>
        <message>
            <source>New to Texas 42? Take a few short lessons on this table, or play a first game against Easy players.</source>
            <translation>Texas 42 ešte nepoznáš? Prejdi si pri tomto stole niekoľko krátkych lekcií alebo si zahraj prvú hru proti ľahkým hráčom.</translation>
        </message>
        <message>
            <source>Play a first game</source>
            <translation>Zahrať prvú hru</translation>
        </message>
        <message>
            <source>Texas 42 is already running, but it did not answer. Close it (or end it) and start the game again.</source>
            <translation>Texas 42 už beží, ale neodpovedá. Zatvorte ho (alebo ukončite) a spustite hru znova.</translation>
        </message>
        <message>
            <source>Texas 42</source>
            <translation>Texas 42</translation>
        </message>
        <message>
            <source>Messages</source>
            <translation>Správy</translation>
        </message>
        <message>
            <source>Solver: {backend}</source>
            <translation>Riešič: {backend}</translation>
        </message>
        <message>
            <source>Resume the saved game, or start a new one</source>
            <translation>Pokračuj v uloženej hre alebo začni novú</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Nauč sa hrať</translation>
        </message>
        <message>
            <source>No thanks</source>
            <translation>Nie, ďakujem</translation>
        </message>
        <message>
            <source>Undone: your last decision is yours to make again.</source>
            <translation>Vrátené: posledné rozhodnutie robíte znova.</translation>
        </message>
        <message>
            <source>Won tricks are stacked face down on a bid of 84 or more.</source>
            <translation>Pri ponuke 84 a viac sa vyhrané zdvihy ukladajú lícom nadol.</translation>
        </message>
        <message>
            <source>Hint table</source>
            <translation>Tabuľka rady</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nová hra…</translation>
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation>O&amp;dveta</translation>
        </message>
        <message>
            <source>&amp;Open game…</source>
            <translation>&amp;Otvoriť hru…</translation>
        </message>
        <message>
            <source>&amp;Save game as…</source>
            <translation>&amp;Uložiť hru ako…</translation>
        </message>
        <message>
            <source>&amp;Kept games…</source>
            <translation>Od&amp;ložené hry…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>U&amp;končiť</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>Hr&amp;anie</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Rada</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Späť</translation>
        </message>
        <message>
            <source>&amp;Next hand</source>
            <translation>Ďalšie &amp;kolo</translation>
        </message>
        <message>
            <source>Next hand (N) comes when this hand is over.</source>
            <translation>Ďalšie kolo (N) príde, keď sa toto kolo skončí.</translation>
        </message>
        <message>
            <source>Nothing to undo yet: Undo takes back your own last decision.</source>
            <translation>Zatiaľ nie je čo vrátiť: Späť vráti tvoje posledné rozhodnutie.</translation>
        </message>
        <message>
            <source>Undo is off here.</source>
            <translation>Späť je tu vypnuté.</translation>
        </message>
        <message>
            <source>Undo is off in this game (turn on practice in New game).</source>
            <translation>Späť je v tejto hre vypnuté (zapni tréning v okne Nová hra).</translation>
        </message>
        <message>
            <source>Rules of &amp;this game…</source>
            <translation>Pravidlá &amp;tejto hry…</translation>
        </message>
        <message>
            <source>Lay &amp;down (take the rest)</source>
            <translation>&amp;Vyložiť (zobrať zvyšok)</translation>
        </message>
        <message>
            <source>P&amp;ractice</source>
            <translation>&amp;Tréning</translation>
        </message>
        <message>
            <source>&amp;Bidding practice…</source>
            <translation>Tréning &amp;licitácie…</translation>
        </message>
        <message>
            <source>&amp;Play practice…</source>
            <translation>Tréning &amp;hrania…</translation>
        </message>
        <message>
            <source>&amp;Analyze a hand…</source>
            <translation>&amp;Rozbor ruky…</translation>
        </message>
        <message>
            <source>My &amp;mistakes…</source>
            <translation>Moje &amp;chyby…</translation>
        </message>
        <message>
            <source>&amp;End practice</source>
            <translation>&amp;Ukončiť tréning</translation>
        </message>
        <message>
            <source>&amp;Review last hand</source>
            <translation>Rozbor &amp;posledného kola</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>Š&amp;tatistiky…</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Zobraziť</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>Posledný z&amp;dvih</translation>
        </message>
        <message>
            <source>&amp;Compact: hide the side panels</source>
            <translation>&amp;Kompaktné: skryť bočné panely</translation>
        </message>
        <message>
            <source>&amp;Wider side panels</source>
            <translation>Šir&amp;šie bočné panely</translation>
        </message>
        <message>
            <source>&amp;Narrower side panels</source>
            <translation>&amp;Užšie bočné panely</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Nastavenia</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Ponuky</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stav</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Predvoľby…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Pomocník</translation>
        </message>
        <message>
            <source>&amp;Learn to play…</source>
            <translation>&amp;Nauč sa hrať…</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Pravidlá</translation>
        </message>
        <message>
            <source>Game record &amp;format (.t42)</source>
            <translation>&amp;Formát záznamu hry (.t42)</translation>
        </message>
        <message>
            <source>L&amp;icences…</source>
            <translation>&amp;Licencie…</translation>
        </message>
        <message>
            <source>&amp;About Texas 42</source>
            <translation>&amp;O aplikácii Texas 42</translation>
        </message>
        <message>
            <source>Opening the saved game…</source>
            <translation>Otvára sa uložená hra…</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), so a new game would replace it for good.</source>
            <translation>Uloženú hru sa nepodarilo skopírovať do {folder} ({error}), takže nová hra by ju nahradila natrvalo.</translation>
        </message>
        <message>
            <source>Start a new game</source>
            <translation>Začať novú hru</translation>
        </message>
        <message>
            <source>Keep the saved game</source>
            <translation>Ponechať uloženú hru</translation>
        </message>
        <message>
            <source>A new game: the saved one was kept as {kept}. Game &gt; Kept games brings it back.</source>
            <translation>Nová hra: uložená hra bola odložená ako {kept}. Hra &gt; Odložené hry ju vráti.</translation>
        </message>
        <message>
            <source>The saved game cannot be read ({error}).</source>
            <translation>Uloženú hru sa nedá prečítať ({error}).</translation>
        </message>
        <message>
            <source>{reason}
It was kept as {file} in {folder}, and a new game is starting.</source>
            <translation>{reason}
Bola uschovaná ako {file} v {folder} a začína nová hra.</translation>
        </message>
        <message>
            <source>{reason}
It could not be moved aside, and a new game is starting.</source>
            <translation>{reason}
Nepodarilo sa ju odložiť bokom a začína sa nová hra.</translation>
        </message>
        <message>
            <source>Welcome back: the finished game is shown as it ended.</source>
            <translation>Vitaj späť: dohraná hra je zobrazená tak, ako skončila.</translation>
        </message>
        <message>
            <source>Welcome back: the saved game is resumed.</source>
            <translation>Vitaj späť: uložená hra pokračuje.</translation>
        </message>
        <message>
            <source>Back to your game as you left it; it could not be saved.</source>
            <translation>Späť k tvojej hre, ako si ju nechal; nedala sa uložiť.</translation>
        </message>
        <message>
            <source>Quit and lose it</source>
            <translation>Ukončiť a stratiť ju</translation>
        </message>
        <message>
            <source>Back to the game</source>
            <translation>Späť k hre</translation>
        </message>
        <message>
            <source>Opening {name}…</source>
            <translation>Otvára sa {name}…</translation>
        </message>
        <message>
            <source>{name} is damaged: it was opened at its last move that could be read, in hand {number} ({damage}). The file itself is unchanged.</source>
            <translation>{name} je poškodený: otvoril sa od posledného ťahu, ktorý sa dal prečítať, v kole {number} ({damage}). Samotný súbor sa nezmenil.</translation>
        </message>
        <message>
            <source>it could not be read ({error})</source>
            <translation>nepodarilo sa ho prečítať ({error})</translation>
        </message>
        <message>
            <source>{name} cannot be opened as a Texas 42 game.
{reason}
{advice}</source>
            <translation>{name} sa nedá otvoriť ako hra Texas 42.
{reason}
{advice}</translation>
        </message>
        <message>
            <source>Your game in progress could not be copied to {folder} ({error}), so opening {name} would replace it for good.</source>
            <translation>Tvoju rozohratú hru sa nepodarilo skopírovať do {folder} ({error}), takže otvorenie {name} by ju nahradilo natrvalo.</translation>
        </message>
        <message>
            <source>The game cannot be saved in {folder} ({error}). The game goes on, but {loss}: Game &gt; Save game as… keeps it elsewhere.</source>
            <translation>Hru nemožno uložiť do {folder} ({error}). Hra pokračuje, ale {loss}: Hra &gt; Uložiť hru ako… ju uloží inde.</translation>
        </message>
        <message>
            <source>The game cannot be saved in {folder}: {loss}. Game &gt; Save game as… keeps it elsewhere.</source>
            <translation>Hru nemožno uložiť do {folder}: {loss}. Hra &gt; Uložiť hru ako… ju uloží inde.</translation>
        </message>
        <message>
            <source>Quit and lose those moves</source>
            <translation>Ukončiť a stratiť tie ťahy</translation>
        </message>
        <message>
            <source>quitting now loses it</source>
            <translation>ak teraz skončíš, stratí sa</translation>
        </message>
        <message>
            <source>quitting now loses the moves made since its last save (the game resumes from {point})</source>
            <translation>ak teraz skončíš, stratia sa ťahy od posledného uloženia (hra bude pokračovať od {point})</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), but opening {name} cannot replace it either: nothing can be saved in {data} now, so the next start offers the saved game again.</source>
            <translation>Uloženú hru sa nepodarilo skopírovať do {folder} ({error}), ale otvorenie {name} ju ani nenahradí: do {data} sa teraz nedá nič uložiť, takže pri ďalšom spustení sa uložená hra ponúkne znova.</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), but a new game cannot replace it either: nothing can be saved in {data} now, so the next start offers the saved game again.</source>
            <translation>Uloženú hru sa nepodarilo skopírovať do {folder} ({error}), ale nová hra ju ani nenahradí: do {data} sa teraz nedá nič uložiť, takže pri ďalšom spustení sa uložená hra ponúkne znova.</translation>
        </message>
        <message>
            <source>Back to the saved game</source>
            <translation>Späť k uloženej hre</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>Otvoriť {name}</translation>
        </message>
        <message>
            <source>Keep my game</source>
            <translation>Ponechať moju hru</translation>
        </message>
        <message>
            <source>{name} was not opened.</source>
            <translation>{name} sa neotvoril.</translation>
        </message>
        <message>
            <source>Opened {name}. Your game in progress was kept as {kept}: Game &gt; Kept games brings it back.</source>
            <translation>Otvorené: {name}. Tvoja rozohraná hra bola odložená ako {kept}: Hra &gt; Odložené hry ju vráti.</translation>
        </message>
        <message>
            <source>The kept games cannot be opened: {folder} ({error}).</source>
            <translation>Odložené hry nemožno otvoriť: {folder} ({error}).</translation>
        </message>
        <message>
            <source>Kept games</source>
            <translation>Odložené hry</translation>
        </message>
        <message>
            <source>Opened {name}.</source>
            <translation>Otvorené: {name}.</translation>
        </message>
        <message>
            <source>The game could not be saved as {name} in {folder} ({error}).</source>
            <translation>Hru sa nepodarilo uložiť ako {name} do {folder} ({error}).</translation>
        </message>
        <message>
            <source>Saved {name}.</source>
            <translation>Uložené: {name}.</translation>
        </message>
        <message>
            <source>Name trump first: the panel on the table asks for it.</source>
            <translation>Najprv urči tromf: pýta sa ťa na to panel na stole.</translation>
        </message>
        <message>
            <source>Bid first: the bid panel is on the table.</source>
            <translation>Najprv ponúkni: panel ponúk je na stole.</translation>
        </message>
        <message>
            <source>The hand is over: press Next hand (N).</source>
            <translation>Kolo sa skončilo: stlač Ďalšie kolo (N).</translation>
        </message>
        <message>
            <source>The game is over: Rematch or New game.</source>
            <translation>Hra sa skončila: Odveta alebo Nová hra.</translation>
        </message>
        <message>
            <source>No game is on the table, so there is nothing to hint. On your turn in a game or practice, Hint (H) shows the computer's view of your choices.</source>
            <translation>Na stole nie je žiadna hra, takže niet čo radiť. Keď si na rade v hre alebo v tréningu, Rada (H) ukáže, ako počítač vidí tvoje možnosti.</translation>
        </message>
        <message>
            <source>Answer first: the reveal shows the hint for this decision.</source>
            <translation>Najprv odpovedz: vyhodnotenie ukáže radu k tomuto rozhodnutiu.</translation>
        </message>
        <message>
            <source>The game is over: no decision is left to hint. Rematch or New game starts another.</source>
            <translation>Hra sa skončila: nezostáva žiadne rozhodnutie na radu. Odveta alebo Nová hra začne ďalšiu.</translation>
        </message>
        <message>
            <source>Hints are off in this game (turn on practice in New game).</source>
            <translation>Rady sú v tejto hre vypnuté (zapni tréning v okne Nová hra).</translation>
        </message>
        <message>
            <source>A hint is for your turn to bid, name trump or play.</source>
            <translation>Rada je k dispozícii, keď si na rade s ponukou, určením tromfu alebo hraním.</translation>
        </message>
        <message>
            <source>{contract}: the contract you chose with your bid.</source>
            <translation>{contract}: hra zvolená s tvojou ponukou.</translation>
        </message>
        <message>
            <source>This lesson is one hand: read its last card and press Finish.</source>
            <translation>Táto lekcia je jedno kolo: prečítaj si jej poslednú kartu a stlač Dokončiť.</translation>
        </message>
        <message>
            <source>The mistakes deck is off (its file could not be opened).</source>
            <translation>Balíček chýb je vypnutý (jeho súbor sa nepodarilo otvoriť).</translation>
        </message>
        <message>
            <source>Your first game: Easy players, Hint (H) and Undo on. Too fast? L shows the tricks played; Settings &gt; Preferences &gt; Animation: Slow.</source>
            <translation>Tvoja prvá hra: ľahkí hráči, Rada (H) a Späť zapnuté. Príliš rýchle? L ukáže odohrané zdvihy; Nastavenia &gt; Predvoľby &gt; Animácia: Pomalá.</translation>
        </message>
        <message>
            <source>Name the contract for your bid of {bid}</source>
            <translation>Urči hru pre svoju ponuku {bid}</translation>
        </message>
        <message>
            <source>There is no finished hand to review on the lesson's table.</source>
            <translation>Na stole lekcie nie je žiadne dohrané kolo na prezretie.</translation>
        </message>
        <message>
            <source>There is no finished hand of yours to review yet.</source>
            <translation>Zatiaľ nie je dohrané žiadne tvoje kolo na rozbor.</translation>
        </message>
        <message>
            <source>Reviewing hand {number}…</source>
            <translation>Rozbor kola {number}…</translation>
        </message>
        <message>
            <source>Hand {number} could not be looked over for My mistakes: {error}</source>
            <translation>Ruku {number} sa nepodarilo prezrieť pre Moje chyby: {error}</translation>
        </message>
        <message>
            <source>The review failed: {error}</source>
            <translation>Rozbor zlyhal: {error}</translation>
        </message>
        <message numerus="yes">
            <source>Hand {number} taken back: %n costly decision(s) of yours left My mistakes.</source>
            <translation>
                <numerusform>Ruka {number} vzatá späť: %n tvoje drahé rozhodnutie opustilo Moje chyby.</numerusform>
                <numerusform>Ruka {number} vzatá späť: %n tvoje drahé rozhodnutia opustili Moje chyby.</numerusform>
                <numerusform>Ruka {number} vzatá späť: %n tvojich drahých rozhodnutí opustilo Moje chyby.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Hand {number}: %n costly decision(s) of yours went into My mistakes.</source>
            <translation>
                <numerusform>Ruka {number}: %n tvoje drahé rozhodnutie prešlo do Mojich chýb.</numerusform>
                <numerusform>Ruka {number}: %n tvoje drahé rozhodnutia prešli do Mojich chýb.</numerusform>
                <numerusform>Ruka {number}: %n tvojich drahých rozhodnutí prešlo do Mojich chýb.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n costly decision(s) of yours from an earlier game went into My mistakes.</source>
            <translation>
                <numerusform>%n tvoje drahé rozhodnutie z predošlej hry prešlo do Mojich chýb.</numerusform>
                <numerusform>%n tvoje drahé rozhodnutia z predošlej hry prešli do Mojich chýb.</numerusform>
                <numerusform>%n tvojich drahých rozhodnutí z predošlej hry prešlo do Mojich chýb.</numerusform>
            </translation>
        </message>
        <message>
            <source>The mistakes deck is off: {error}</source>
            <translation>Balíček chýb je vypnutý: {error}</translation>
        </message>
        <message>
            <source>Statistics are off: {error}</source>
            <translation>Štatistiky sú vypnuté: {error}</translation>
        </message>
        <message>
            <source>Statistics are off (the statistics file could not be opened).</source>
            <translation>Štatistiky sú vypnuté (súbor štatistík sa nepodarilo otvoriť).</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Otvoriť hru</translation>
        </message>
        <message>
            <source>Texas 42 games (*.t42);;All files (*)</source>
            <translation>Hry Texas 42 (*.t42);;Všetky súbory (*)</translation>
        </message>
        <message>
            <source>The practice hand you are playing out will be left unfinished. Go on?</source>
            <translation>Tréningové kolo, ktoré dohrávaš, zostane nedohrané. Pokračovať?</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Uložiť hru</translation>
        </message>
        <message>
            <source>Texas 42 games (*.t42)</source>
            <translation>Hry Texas 42 (*.t42)</translation>
        </message>
        <message>
            <source>About Texas 42</source>
            <translation>O aplikácii Texas 42</translation>
        </message>
        <message>
            <source>{game}, hand {number}, {score}</source>
            <translation>{game}, kolo {number}, {score}</translation>
        </message>
        <message>
            <source>{name} already exists.
Do you want to replace it?</source>
            <translation>{name} už existuje.
Chceš ho nahradiť?</translation>
        </message>
        <message numerus="yes">
            <source>Drop one game file at a time: %n were dropped.</source>
            <translation>
                <numerusform>Pusti naraz jeden súbor hry: pustený bol %n.</numerusform>
                <numerusform>Pusti naraz jeden súbor hry: pustené boli %n.</numerusform>
                <numerusform>Pusti naraz jeden súbor hry: pustených bolo %n.</numerusform>
            </translation>
        </message>
        <message>
            <source>Only a game file (.t42) can be dropped here to open it.</source>
            <translation>Sem sa dá pustiť iba súbor hry (.t42), aby sa otvoril.</translation>
        </message>
        <message>
            <source>Texas 42 could not start again by itself ({command}). Start it as you usually do: your game is kept.</source>
            <translation>Texas 42 sa nedokázal sám znova spustiť ({command}). Spusti ho ako zvyčajne: tvoja hra je zachovaná.</translation>
        </message>
    </context>
    <context>
        <name>Models</name>
        <message>
            <source>Follow-me</source>
            <translation>Nasleduj ma</translation>
        </message>
        <message>
            <source>blank</source>
            <translation>nula</translation>
        </message>
        <message>
            <source>one</source>
            <translation>jedna</translation>
        </message>
        <message>
            <source>two</source>
            <translation>dva</translation>
        </message>
        <message>
            <source>three</source>
            <translation>tri</translation>
        </message>
        <message>
            <source>four</source>
            <translation>štyri</translation>
        </message>
        <message>
            <source>five</source>
            <translation>päť</translation>
        </message>
        <message>
            <source>six</source>
            <translation>šesť</translation>
        </message>
        <message>
            <source>double {number}</source>
            <translation>dvojitý kameň {number}</translation>
        </message>
        <message>
            <source>{high}-{low}</source>
            <translation>{high}-{low}</translation>
        </message>
        <message>
            <source>{tile}, trump</source>
            <translation>{tile}, tromf</translation>
        </message>
        <message>
            <source>{tile}, {count} count</source>
            <translation>{tile}, {count} bodov</translation>
        </message>
        <message>
            <source>{tile}, playable</source>
            <translation>{tile}, dá sa zahrať</translation>
        </message>
        <message>
            <source>{tile}, not playable now</source>
            <translation>{tile}, teraz sa nedá zahrať</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Miesto {number}</translation>
        </message>
        <message>
            <source>{bid} (forced)</source>
            <translation>{bid} (vynútená)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>Shoot the moon</source>
            <translation>Ísť na Mesiac</translation>
        </message>
        <message>
            <source>21 (the moon)</source>
            <translation>21 – Mesiac</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n zdvih</numerusform>
                <numerusform>%n zdvihy</numerusform>
                <numerusform>%n zdvihov</numerusform>
            </translation>
        </message>
        <message>
            <source>{special} ({marks})</source>
            <translation>{special} ({marks})</translation>
        </message>
        <message numerus="yes">
            <source>{special}, %n mark(s)</source>
            <translation>
                <numerusform>{special}, %n značka</numerusform>
                <numerusform>{special}, %n značky</numerusform>
                <numerusform>{special}, %n značiek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n značka</numerusform>
                <numerusform>%n značky</numerusform>
                <numerusform>%n značiek</numerusform>
            </translation>
        </message>
        <message>
            <source>{marks} ({value})</source>
            <translation>{marks} ({value})</translation>
        </message>
        <message>
            <source>Nello</source>
            <translation>Nello</translation>
        </message>
        <message>
            <source>Sevens</source>
            <translation>Sedmičky</translation>
        </message>
        <message>
            <source>Plunge</source>
            <translation>Plunge</translation>
        </message>
        <message>
            <source>Splash</source>
            <translation>Splash</translation>
        </message>
        <message>
            <source>Blanks</source>
            <translation>Nuly</translation>
        </message>
        <message>
            <source>Aces</source>
            <translation>Jednotky</translation>
        </message>
        <message>
            <source>Deuces</source>
            <translation>Dvojky</translation>
        </message>
        <message>
            <source>Treys</source>
            <translation>Trojky</translation>
        </message>
        <message>
            <source>Fours</source>
            <translation>Štvorky</translation>
        </message>
        <message>
            <source>Fives</source>
            <translation>Päťky</translation>
        </message>
        <message>
            <source>Sixes</source>
            <translation>Šestky</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Dvojité</translation>
        </message>
        <message>
            <source>{tile} (not playable now)</source>
            <translation>{tile} (teraz sa nedá zahrať)</translation>
        </message>
        <message>
            <source>{tile}, can be laid away</source>
            <translation>{tile}, dá sa odložiť</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Hráč</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Ponuka</translation>
        </message>
        <message>
            <source>Led by</source>
            <translation>Výnos</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>Kamene</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>Víťaz</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Body</translation>
        </message>
        <message numerus="yes">
            <source>{seat} laid the hand down and took the last %n trick(s)</source>
            <translation>
                <numerusform>{seat}: vyložené kamene, posledný %n zdvih</numerusform>
                <numerusform>{seat}: vyložené kamene, posledné %n zdvihy</numerusform>
                <numerusform>{seat}: vyložené kamene, posledných %n zdvihov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>laid down: %n trick(s)</source>
            <translation>
                <numerusform>vyložené: %n zdvih</numerusform>
                <numerusform>vyložené: %n zdvihy</numerusform>
                <numerusform>vyložené: %n zdvihov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took %n trick(s)</source>
            <translation>
                <numerusform>{who} vzal %n zdvih</numerusform>
                <numerusform>{who} vzal %n zdvihy</numerusform>
                <numerusform>{who} vzal %n zdvihov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took all %n tricks</source>
            <extracomment>The bidders of a Sevens took every trick played: "West and East took all 7 tricks".</extracomment>
            <translation>
                <numerusform>{who} vzali všetky %n zdvihy</numerusform>
                <numerusform>{who} vzali všetky %n zdvihy</numerusform>
                <numerusform>{who} vzali všetkých %n zdvihov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took {taken} of %n trick(s)</source>
            <extracomment>The bidders of a Sevens lost a trick: "West and East took 6 of 7 tricks".</extracomment>
            <translation>
                <numerusform>{who} vzali {taken} z %n zdvihu</numerusform>
                <numerusform>{who} vzali {taken} z %n zdvihov</numerusform>
                <numerusform>{who} vzali {taken} z %n zdvihov</numerusform>
            </translation>
        </message>
        <message>
            <source>Us</source>
            <translation>My</translation>
        </message>
        <message>
            <source>Them</source>
            <translation>Oni</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Výsl.</translation>
        </message>
        <message>
            <source>All passed</source>
            <translation>Bez ponuky</translation>
        </message>
        <message>
            <source>{who} {bid}</source>
            <translation>{who} {bid}</translation>
        </message>
        <message>
            <source>{who} {bid} {contract}</source>
            <translation>{who} {bid} {contract}</translation>
        </message>
        <message>
            <source>{result}: {tricks}</source>
            <extracomment>"Set: West took 1 trick": the result and what decided a Nello or a Sevens, the bidders' tricks.</extracomment>
            <translation>{result}: {tricks}</translation>
        </message>
        <message>
            <source>{result} {points}</source>
            <translation>{result} {points}</translation>
        </message>
        <message>
            <source>{result}: {side} {points}</source>
            <extracomment>"Set: Them 14–28": the result, the bidding side (a column's name) and its points first.</extracomment>
            <translation>{result}: {side} {points}</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Splnené</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Prepadnuté</translation>
        </message>
        <message>
            <source>Reshake</source>
            <translation>Znova zamiešať</translation>
        </message>
        <message>
            <source>Redeal</source>
            <translation>Znova rozdať</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>Hrá sa</translation>
        </message>
        <message>
            <source>Blanks are trump</source>
            <translation>Tromfom sú nuly</translation>
        </message>
        <message>
            <source>Aces are trump</source>
            <translation>Tromfom sú jednotky</translation>
        </message>
        <message>
            <source>Deuces are trump</source>
            <translation>Tromfom sú dvojky</translation>
        </message>
        <message>
            <source>Treys are trump</source>
            <translation>Tromfom sú trojky</translation>
        </message>
        <message>
            <source>Fours are trump</source>
            <translation>Tromfom sú štvorky</translation>
        </message>
        <message>
            <source>Fives are trump</source>
            <translation>Tromfom sú päťky</translation>
        </message>
        <message>
            <source>Sixes are trump</source>
            <translation>Tromfom sú šestky</translation>
        </message>
        <message>
            <source>Doubles are trump</source>
            <translation>Tromfom sú dvojité kamene</translation>
        </message>
        <message>
            <source>Follow-me (no trump)</source>
            <translation>Nasleduj ma (bez tromfov)</translation>
        </message>
        <message>
            <source>Nello (lose every trick)</source>
            <translation>Nello (bez zdvihu)</translation>
        </message>
        <message>
            <source>Sevens (closest to 7 wins)</source>
            <translation>Sedmičky (najbližšie k 7)</translation>
        </message>
        <message>
            <source>Texas 42</source>
            <translation>Texas 42</translation>
        </message>
        <message>
            <source>Moon</source>
            <translation>Mesiac</translation>
        </message>
        <message>
            <source>42 for three</source>
            <translation>42 pre troch</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <source>{percent}%</source>
            <translation>{percent} %</translation>
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <source>The hint's choice.</source>
            <translation>Voľba rady.</translation>
        </message>
        <message>
            <source>Choose with the arrow keys, then press Enter.</source>
            <translation>Vyber šípkami a potom stlač Enter.</translation>
        </message>
        <message>
            <source>Everyone passed: you must bid</source>
            <translation>Všetci pasovali: musíš ponúknuť</translation>
        </message>
        <message>
            <source>Your bid · {who} bid {bid}</source>
            <translation>Tvoja ponuka · {who}: {bid}</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>Tvoja ponuka</translation>
        </message>
        <message>
            <source>Name trump · your partner bid {bid}</source>
            <translation>Urči tromf · ponuka tvojho partnera {bid}</translation>
        </message>
        <message>
            <source>Name the contract · you bid {bid}</source>
            <translation>Urči hru · tvoja ponuka {bid}</translation>
        </message>
        <message>
            <source>Pass: let someone else bid</source>
            <translation>Pas: nech ponúka niekto iný</translation>
        </message>
        <message>
            <source>Take all seven tricks</source>
            <translation>Vziať všetkých sedem zdvihov</translation>
        </message>
        <message>
            <source>Take at least {value} of the 7 tricks</source>
            <translation>Vziať aspoň {value} zo 7 zdvihov</translation>
        </message>
        <message>
            <source>Plunge: your partner names trump and leads; your side must take every trick</source>
            <translation>Plunge: tromf určí a vynáša tvoj partner; tvoj tím musí vziať každý zdvih</translation>
        </message>
        <message>
            <source>Splash: your partner names trump and leads; your side must take every trick</source>
            <translation>Splash: tromf určí a vynáša tvoj partner; tvoj tím musí vziať každý zdvih</translation>
        </message>
        <message>
            <source>No trump: the suit led wins; doubles high</source>
            <translation>Bez tromfov: vyhráva vynesená farba; dvojité kamene vysoké</translation>
        </message>
        <message>
            <source>No trump: the suit led wins; doubles low</source>
            <translation>Bez tromfov: vyhráva vynesená farba; dvojité kamene nízke</translation>
        </message>
        <message>
            <source>Lose every trick; your partner sits out; {doubles}</source>
            <translation>Prehrať každý zdvih; tvoj partner nehrá; {doubles}</translation>
        </message>
        <message>
            <source>Lose every trick against both other players; {doubles}</source>
            <translation>Prehrať každý zdvih proti obom ostatným hráčom; {doubles}</translation>
        </message>
        <message>
            <source>Each trick goes to the tile closest to 7 pips; take every trick</source>
            <translation>Zdvih berie kameň najbližšie k 7 bodkám; vziať každý zdvih</translation>
        </message>
        <message>
            <source>Name trump · you bid {bid}</source>
            <translation>Urči tromf · tvoja ponuka {bid}</translation>
        </message>
        <message>
            <source>Lay down?</source>
            <translation>Vyložiť?</translation>
        </message>
        <message>
            <source>Lay down? Every tile you hold is sure to win: press Enter or D to take the rest of the tricks.</source>
            <translation>Vyložiť? Každý kameň, ktorý držíš, iste vyhrá: stlač Enter alebo D a vezmi zvyšné zdvihy.</translation>
        </message>
        <message>
            <source>Lay down? Every tile you hold is sure to win: press D to take the rest of the tricks, or Enter to play the chosen tile.</source>
            <translation>Vyložiť? Každý kameň, ktorý držíš, iste vyhrá: stlač D a vezmi zvyšné zdvihy, alebo Enter a zahraj vybraný kameň.</translation>
        </message>
        <message>
            <source>Every tile you hold is sure to win.
Take the rest of the tricks now, or play a tile.</source>
            <translation>Každý tvoj kameň určite vyhrá.
Vezmi teraz zvyšné zdvihy, alebo zahraj kameň.</translation>
        </message>
        <message>
            <source>Lay down</source>
            <translation>Vyložiť</translation>
        </message>
        <message>
            <source>Show your hand and take every remaining trick and the count still in play (D)</source>
            <translation>Ukázať ruku a vziať všetky zvyšné zdvihy aj bodové kamene, ktoré sú ešte v hre (D)</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Odveta</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nová hra…</translation>
        </message>
        <message>
            <source>Hand {number}: {outcome}</source>
            <translation>Kolo {number}: {outcome}</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>Ďalšie kolo</translation>
        </message>
        <message numerus="yes">
            <source>Take every trick (all {points} points) for %n mark(s)</source>
            <translation>
                <numerusform>Vziať každý zdvih (všetkých {points} bodov) za %n značku</numerusform>
                <numerusform>Vziať každý zdvih (všetkých {points} bodov) za %n značky</numerusform>
                <numerusform>Vziať každý zdvih (všetkých {points} bodov) za %n značiek</numerusform>
            </translation>
        </message>
        <message>
            <source>Take at least {value} of the {points} points</source>
            <translation>Získať aspoň {value} z {points} bodov</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Rozbor</translation>
        </message>
        <message>
            <source>Step through the hand with the AI's view of each of your decisions</source>
            <translation>Prejsť kolo krok za krokom s pohľadom AI na každé tvoje rozhodnutie</translation>
        </message>
        <message>
            <source>You win the game, {score}!</source>
            <translation>Vyhrávaš hru, {score}!</translation>
        </message>
        <message>
            <source>They win the game, {score}.</source>
            <translation>Súperi vyhrávajú hru, {score}.</translation>
        </message>
        <message>
            <source>{name} wins the game, {score}.</source>
            <translation>{name} vyhráva hru, {score}.</translation>
        </message>
        <message>
            <source>Everyone passed: the tiles are shaken again.</source>
            <translation>Všetci pasovali: kamene sa znova zamiešajú.</translation>
        </message>
        <message numerus="yes">
            <source>You laid down all %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>Vyloženie: celý %n zdvih je tvoj, každý kameň bol istý.</numerusform>
                <numerusform>Vyloženie: všetky %n zdvihy sú tvoje, každý kameň bol istý.</numerusform>
                <numerusform>Vyloženie: všetkých %n zdvihov je tvojich, každý kameň bol istý.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} laid down all %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>{who} vyložil celý %n zdvih: každý kameň bol istý.</numerusform>
                <numerusform>{who} vyložil všetky %n zdvihy: každý kameň bol istý.</numerusform>
                <numerusform>{who} vyložil všetkých %n zdvihov: každý kameň bol istý.</numerusform>
            </translation>
        </message>
        <message>
            <source>You laid down the last trick: every tile was sure to win.</source>
            <translation>Vyloženie: posledný zdvih je tvoj, každý kameň bol istý.</translation>
        </message>
        <message numerus="yes">
            <source>You laid down the last %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>Vyloženie: posledný %n zdvih je tvoj, každý kameň bol istý.</numerusform>
                <numerusform>Vyloženie: posledné %n zdvihy sú tvoje, každý kameň bol istý.</numerusform>
                <numerusform>Vyloženie: posledných %n zdvihov je tvojich, každý kameň bol istý.</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} laid down the last trick: every tile was sure to win.</source>
            <translation>{who} vyložil posledný zdvih: každý kameň bol istý.</translation>
        </message>
        <message numerus="yes">
            <source>{who} laid down the last %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>{who} vyložil posledný %n zdvih: každý kameň bol istý.</numerusform>
                <numerusform>{who} vyložil posledné %n zdvihy: každý kameň bol istý.</numerusform>
                <numerusform>{who} vyložil posledných %n zdvihov: každý kameň bol istý.</numerusform>
            </translation>
        </message>
        <message>
            <source>Points: {list}</source>
            <translation>Body: {list}</translation>
        </message>
        <message>
            <source>Tricks: {list}</source>
            <translation>Zdvihy: {list}</translation>
        </message>
        <message>
            <source>Scored: {list}</source>
            <translation>Zapísané: {list}</translation>
        </message>
        <message>
            <source>{names} are tied at {score}: another hand breaks the tie.</source>
            <translation>{names} sú nerozhodne na {score}: o víťazovi rozhodne ďalšie kolo.</translation>
        </message>
        <message numerus="yes">
            <source>{side} +%n mark(s)</source>
            <translation>
                <numerusform>{side} +%n značka</numerusform>
                <numerusform>{side} +%n značky</numerusform>
                <numerusform>{side} +%n značiek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} −%n mark(s)</source>
            <translation>
                <numerusform>{side} −%n značka</numerusform>
                <numerusform>{side} −%n značky</numerusform>
                <numerusform>{side} −%n značiek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} +%n point(s)</source>
            <translation>
                <numerusform>{side} +%n bod</numerusform>
                <numerusform>{side} +%n body</numerusform>
                <numerusform>{side} +%n bodov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} −%n point(s)</source>
            <translation>
                <numerusform>{side} −%n bod</numerusform>
                <numerusform>{side} −%n body</numerusform>
                <numerusform>{side} −%n bodov</numerusform>
            </translation>
        </message>
        <message>
            <source>the bid is made</source>
            <translation>ponuka je splnená</translation>
        </message>
        <message>
            <source>the bid is set</source>
            <translation>ponuka prepadla</translation>
        </message>
        <message>
            <source>everyone passed</source>
            <translation>všetci pasovali</translation>
        </message>
        <message>
            <source>You bid {bid} and made it.</source>
            <translation>Tvoja ponuka {bid} je splnená.</translation>
        </message>
        <message>
            <source>You bid {bid} and were set.</source>
            <translation>Tvoja ponuka {bid} prepadla.</translation>
        </message>
        <message>
            <source>{who} bid {bid} and made it.</source>
            <translation>{who} ponúkol {bid} a ponuku splnil.</translation>
        </message>
        <message>
            <source>{who} bid {bid} and was set.</source>
            <translation>{who} ponúkol {bid} a prepadol.</translation>
        </message>
        <message>
            <source>You bid {bid} ({contract}) and made it.</source>
            <translation>Tvoja ponuka {bid} ({contract}) je splnená.</translation>
        </message>
        <message>
            <source>You bid {bid} ({contract}) and were set.</source>
            <translation>Tvoja ponuka {bid} ({contract}) prepadla.</translation>
        </message>
        <message>
            <source>{who} bid {bid} ({contract}) and made it.</source>
            <translation>{who} ponúkol {bid} ({contract}) a ponuku splnil.</translation>
        </message>
        <message>
            <source>{who} bid {bid} ({contract}) and was set.</source>
            <translation>{who} ponúkol {bid} ({contract}) a prepadol.</translation>
        </message>
        <message>
            <source>You were forced to bid {bid} ({contract}) and made it.</source>
            <translation>Tvoja vynútená ponuka {bid} ({contract}) je splnená.</translation>
        </message>
        <message>
            <source>You were forced to bid {bid} ({contract}) and were set.</source>
            <translation>Tvoja vynútená ponuka {bid} ({contract}) prepadla.</translation>
        </message>
        <message>
            <source>{who} was forced to bid {bid} ({contract}) and made it.</source>
            <translation>{who} musel ponúknuť {bid} ({contract}) a ponuku splnil.</translation>
        </message>
        <message>
            <source>{who} was forced to bid {bid} ({contract}) and was set.</source>
            <translation>{who} musel ponúknuť {bid} ({contract}) a prepadol.</translation>
        </message>
        <message>
            <source>You bid to shoot the moon ({contract}) and made it.</source>
            <translation>Tvoja ponuka ísť na Mesiac ({contract}) je splnená.</translation>
        </message>
        <message>
            <source>You bid to shoot the moon ({contract}) and were set.</source>
            <translation>Tvoja ponuka ísť na Mesiac ({contract}) prepadla.</translation>
        </message>
        <message>
            <source>{who} bid to shoot the moon ({contract}) and made it.</source>
            <translation>{who} ponúkol ísť na Mesiac ({contract}) a ponuku splnil.</translation>
        </message>
        <message>
            <source>{who} bid to shoot the moon ({contract}) and was set.</source>
            <translation>{who} ponúkol ísť na Mesiac ({contract}) a prepadol.</translation>
        </message>
    </context>
    <context>
        <name>PlayPractice</name>
        <message>
            <source>Play practice</source>
            <translation>Tréning hrania</translation>
        </message>
        <message>
            <source>Positions from real hands: choose the tile you would play, then see what each tile was worth and why.</source>
            <translation>Pozície zo skutočných kôl: vyber kameň, ktorý chceš zahrať, a potom uvidíš, akú hodnotu mal každý kameň a prečo.</translation>
        </message>
        <message>
            <source>random</source>
            <translation>náhodné</translation>
        </message>
        <message>
            <source>Leave empty for new positions, or enter a number to get a set you can repeat.</source>
            <translation>Nechaj prázdne pre nové pozície, alebo zadaj číslo a dostaneš sadu, ktorú môžeš zopakovať.</translation>
        </message>
        <message>
            <source>The seed must be a whole number, or empty.</source>
            <translation>Číslo rozdania musí byť celé číslo, alebo prázdne.</translation>
        </message>
        <message>
            <source>Play practice: what each tile was worth</source>
            <translation>Tréning hrania: akú hodnotu mal každý kameň</translation>
        </message>
        <message>
            <source>Every legal tile</source>
            <translation>Všetky povolené kamene</translation>
        </message>
        <message>
            <source>Play your tile and the rest of the hand, with hints</source>
            <translation>Zahrať tvoj kameň a zvyšok kola, s radami</translation>
        </message>
        <message>
            <source>&lt;b&gt;You played {mine}.&lt;/b&gt; {grade}</source>
            <translation>&lt;b&gt;Tvoj kameň: {mine}.&lt;/b&gt; {grade}</translation>
        </message>
        <message>
            <source>Yours: {why}.</source>
            <translation>Tvoj kameň: {why}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Best: {best}&lt;/b&gt;: {why}.</source>
            <translation>&lt;b&gt;Najlepší: {best}&lt;/b&gt;: {why}.</translation>
        </message>
        <message>
            <source>Why: {why}.</source>
            <translation>Prečo: {why}.</translation>
        </message>
        <message>
            <source>This position stays in My mistakes.</source>
            <translation>Táto pozícia zostáva v Mojich chybách.</translation>
        </message>
        <message>
            <source>This position leaves My mistakes.</source>
            <translation>Táto pozícia odchádza z Mojich chýb.</translation>
        </message>
        <message>
            <source>No mistakes to practise: positions you answer badly in bidding or play practice, and the costly bids and plays of your own games of Texas 42 scored in marks (each finished hand is reviewed for them, unless Preferences turn it off), will come back here.</source>
            <translation>Žiadne chyby na cvičenie: pozície, na ktoré odpovieš zle v cvičení ponúk alebo hry, a drahé ponuky a ťahy z tvojich vlastných hier Texas 42 na značky (každá dohraná ruka sa kvôli nim prezrie, ak to Predvoľby nevypnú), sa sem vrátia.</translation>
        </message>
        <message>
            <source>Position {number} of {total} · {right} right</source>
            <translation>Pozícia {number} z {total} · správne: {right}</translation>
        </message>
        <message>
            <source>My mistakes</source>
            <translation>Moje chyby</translation>
        </message>
        <message>
            <source>Positions you answered badly come back here, worst first, until you answer them right: from bidding and play practice, and the costly bids and plays of your own games of Texas 42 scored in marks (each finished hand is reviewed for them).</source>
            <translation>Pozície, na ktoré si odpovedal zle, sa sem vracajú, najhoršie prvé, kým na ne neodpovieš správne: z cvičenia ponúk a hry a drahé ponuky a ťahy z tvojich vlastných hier Texas 42 na značky (každá dohraná ruka sa kvôli nim prezrie).</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Tréning</translation>
        </message>
        <message>
            <source>Given up</source>
            <translation>Strata</translation>
        </message>
        <message>
            <source>Misses</source>
            <translation>Chyby</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Licitácia</translation>
        </message>
        <message>
            <source>Not recorded</source>
            <translation>Nezaznamenané</translation>
        </message>
        <message>
            <source>{spot}
Not recorded by the older version that kept it: practise it to see it</source>
            <translation>{spot}
Staršia verzia, ktorá ju uložila, ju nezaznamenala: precvič si ju a uvidíš ju</translation>
        </message>
        <message>
            <source>From your game, hand {number}, trick {trick}, played {when}</source>
            <translation>Z tvojej hry, ruka {number}, zdvih {trick}, hrané {when}</translation>
        </message>
        <message>
            <source>From your game, hand {number}, trick {trick}</source>
            <translation>Z tvojej hry, ruka {number}, zdvih {trick}</translation>
        </message>
        <message>
            <source>From your game, hand {number}, played {when}</source>
            <translation>Z tvojej hry, ruka {number}, hrané {when}</translation>
        </message>
        <message>
            <source>From your game, hand {number}</source>
            <translation>Z tvojej hry, ruka {number}</translation>
        </message>
        <message>
            <source>{hand}
You bid first</source>
            <translation>{hand}
Ponúkaš prvý</translation>
        </message>
        <message>
            <source>{seat}: {bid}</source>
            <translation>{seat}: {bid}</translation>
        </message>
        <message>
            <source>{hand}
Before you: {bids}</source>
            <translation>{hand}
Pred tebou: {bids}</translation>
        </message>
        <message>
            <source>Trump: {contract}</source>
            <translation>Tromf: {contract}</translation>
        </message>
        <message>
            <source>{trump}
You lead</source>
            <translation>{trump}
Vynášaš ty</translation>
        </message>
        <message>
            <source>{seat}: {tile}</source>
            <translation>{seat}: {tile}</translation>
        </message>
        <message>
            <source>{trump}
Trick so far: {trick}</source>
            <translation>{trump}
Zdvih doteraz: {trick}</translation>
        </message>
        <message>
            <source>{marks} marks</source>
            <translation>{marks} značky</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s) if played out</source>
            <translation>
                <numerusform>%n bod pri dohraní</numerusform>
                <numerusform>%n body pri dohraní</numerusform>
                <numerusform>%n bodov pri dohraní</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n bod</numerusform>
                <numerusform>%n body</numerusform>
                <numerusform>%n bodov</numerusform>
            </translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Hranie</translation>
        </message>
        <message>
            <source>{chance}% chance</source>
            <translation>{chance} % šance</translation>
        </message>
        <message>
            <source>Your play practice ends here ({answered} of {total} positions answered). Go on?</source>
            <translation>Tvoj tréning hrania sa tu končí (zodpovedané {answered} z {total} pozícií). Pokračovať?</translation>
        </message>
        <message>
            <source>Click a tile (or press Enter) to see the reveal again</source>
            <translation>Klikni na kameň (alebo stlač Enter) a znova uvidíš vyhodnotenie</translation>
        </message>
        <message>
            <source>Dealing a practice position…</source>
            <translation>Rozdáva sa tréningová pozícia…</translation>
        </message>
        <message>
            <source>Weighing every tile you could play…</source>
            <translation>Zvažuje sa každý kameň, ktorý môžeš zahrať…</translation>
        </message>
        <message>
            <source>See the reveal: play it out, or go on to the next position</source>
            <translation>Pozri si vyhodnotenie: dohraj kolo, alebo pokračuj ďalšou pozíciou</translation>
        </message>
        <message>
            <source>Play practice {number} of {total} ({spot}): what do you play?</source>
            <translation>Tréning hrania {number} z {total} ({spot}): čo zahráš?</translation>
        </message>
        <message numerus="yes">
            <source>%n position(s) · {right} right · {lost}% chance given up on average</source>
            <translation>
                <numerusform>%n pozícia · správne: {right} · priemerne stratená šanca {lost} %</numerusform>
                <numerusform>%n pozície · správne: {right} · priemerne stratená šanca {lost} %</numerusform>
                <numerusform>%n pozícií · správne: {right} · priemerne stratená šanca {lost} %</numerusform>
            </translation>
        </message>
        <message>
            <source>These positions are in My mistakes (Practice menu): practise them until you get them right.</source>
            <translation>Tieto pozície sú v Mojich chybách (ponuka Tréning): trénuj ich, kým ich nezahráš správne.</translation>
        </message>
        <message numerus="yes">
            <source>%n position(s) answered right: out of the deck.</source>
            <translation>
                <numerusform>%n pozícia zahraná správne: vypadla z balíčka.</numerusform>
                <numerusform>%n pozície zahrané správne: vypadli z balíčka.</numerusform>
                <numerusform>%n pozícií zahraných správne: vypadlo z balíčka.</numerusform>
            </translation>
        </message>
        <message>
            <source>No costly mistakes: nothing went to My mistakes.</source>
            <translation>Žiadne drahé chyby: do Mojich chýb nepribudlo nič.</translation>
        </message>
        <message>
            <source>Position {number}: you played {mine}, best was {best} ({chance}% chance given up)</source>
            <translation>Pozícia {number}: tvoj kameň {mine}, najlepší {best} (strata šance {chance} %)</translation>
        </message>
        <message>
            <source>&amp;Kind of play</source>
            <translation>&amp;Druh situácie</translation>
        </message>
        <message>
            <source>&amp;Positions</source>
            <translation>&amp;Pozície</translation>
        </message>
        <message>
            <source>S&amp;eed</source>
            <translation>Číslo &amp;rozdania</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>Z&amp;ačať</translation>
        </message>
        <message>
            <source>&amp;Play it out</source>
            <translation>&amp;Dohrať</translation>
        </message>
        <message>
            <source>&amp;Next position</source>
            <translation>Ď&amp;alšia pozícia</translation>
        </message>
        <message>
            <source>&amp;End session</source>
            <translation>&amp;Ukončiť tréning</translation>
        </message>
        <message>
            <source>&amp;Summary</source>
            <translation>&amp;Zhrnutie</translation>
        </message>
        <message>
            <source>&lt;b&gt;Just as good: {best}&lt;/b&gt;: {why}.</source>
            <translation>&lt;b&gt;Rovnako dobrý: {best}&lt;/b&gt;: {why}.</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Pozícia</translation>
        </message>
        <message>
            <source>Yours</source>
            <translation>Tvoja</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Najlepšia</translation>
        </message>
        <message>
            <source>Practise &amp;bidding mistakes ({n})</source>
            <translation>Trénovať chyby v &amp;licitácii ({n})</translation>
        </message>
        <message>
            <source>Practise &amp;play mistakes ({n})</source>
            <translation>Trénovať chyby v &amp;hraní ({n})</translation>
        </message>
        <message>
            <source>Practise &amp;this one</source>
            <translation>Trénovať &amp;toto</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Zavrieť</translation>
        </message>
        <message numerus="yes">
            <source>Position {number}: you played {mine}, best was {best} (%n point(s) given up on average if played out)</source>
            <translation>
                <numerusform>Pozícia {number}: zahral si {mine}, najlepšie bolo {best} (v priemere stratený %n bod pri dohraní)</numerusform>
                <numerusform>Pozícia {number}: zahral si {mine}, najlepšie bolo {best} (v priemere stratené %n body pri dohraní)</numerusform>
                <numerusform>Pozícia {number}: zahral si {mine}, najlepšie bolo {best} (v priemere stratených %n bodov pri dohraní)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Position {number}: you played {mine}, best was {best} (%n point(s) given up on average)</source>
            <translation>
                <numerusform>Pozícia {number}: zahral si {mine}, najlepšie bolo {best} (v priemere stratený %n bod)</numerusform>
                <numerusform>Pozícia {number}: zahral si {mine}, najlepšie bolo {best} (v priemere stratené %n body)</numerusform>
                <numerusform>Pozícia {number}: zahral si {mine}, najlepšie bolo {best} (v priemere stratených %n bodov)</numerusform>
            </translation>
        </message>
        <message>
            <source>This position is in My mistakes (Practice menu): practise it until you get it right.</source>
            <translation>Táto pozícia je v Mojich chybách (ponuka Tréning): trénuj ju, kým ju nezvládneš.</translation>
        </message>
        <message>
            <source>No mistakes. Well played!</source>
            <translation>Žiadne chyby. Výborne zahrané!</translation>
        </message>
        <message>
            <source>Every mistake answered right: they are out of the deck.</source>
            <translation>Všetky chyby sú opravené: z balíčka sú preč.</translation>
        </message>
        <message numerus="yes">
            <source>You left a play practice session midway: {answered} of %n position(s) answered.</source>
            <translation>
                <numerusform>Cvičenie hry zostalo v polovici: zodpovedané {answered} z %n pozície.</numerusform>
                <numerusform>Cvičenie hry zostalo v polovici: zodpovedané {answered} z %n pozícií.</numerusform>
                <numerusform>Cvičenie hry zostalo v polovici: zodpovedané {answered} z %n pozícií.</numerusform>
            </translation>
        </message>
        <message>
            <source>So far {right} right, {lost}% chance given up on average.</source>
            <translation>Zatiaľ {right} správne, priemerne stratené {lost} % šance.</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>Press N (Next hand) to see the reveal again</source>
            <translation>Stlač N (Ďalšie kolo) a znova uvidíš vyhodnotenie</translation>
        </message>
        <message>
            <source>Your bidding practice ends here ({answered} of {total} decisions answered). Go on?</source>
            <translation>Tvoj tréning licitácie sa tu končí (zodpovedané {answered} z {total} rozhodnutí). Pokračovať?</translation>
        </message>
        <message>
            <source>Dealing a practice hand…</source>
            <translation>Rozdáva sa tréningové kolo…</translation>
        </message>
        <message>
            <source>Weighing your decision against every contract…</source>
            <translation>Tvoje rozhodnutie sa porovnáva so všetkými hrami…</translation>
        </message>
        <message>
            <source>Best decision.</source>
            <translation>Najlepšie rozhodnutie.</translation>
        </message>
        <message>
            <source>Your decision gave up {lost} expected marks: see the reveal.</source>
            <translation>Tvoje rozhodnutie stojí {lost} očakávanej značky: pozri sa, čo tam naozaj bolo.</translation>
        </message>
        <message>
            <source>Nothing to undo: Undo goes back no further than the position this practice dealt.</source>
            <translation>Nie je čo vrátiť: Späť sa nevráti ďalej než k pozícii, ktorú tento tréning rozdal.</translation>
        </message>
        <message>
            <source>Practice could not go on: {error}</source>
            <translation>Tréning nemôže pokračovať: {error}</translation>
        </message>
        <message numerus="yes">
            <source>You left a bidding practice session midway: {answered} of %n decision(s) answered.</source>
            <translation>
                <numerusform>Cvičenie ponúk zostalo v polovici: zodpovedané {answered} z %n rozhodnutia.</numerusform>
                <numerusform>Cvičenie ponúk zostalo v polovici: zodpovedané {answered} z %n rozhodnutí.</numerusform>
                <numerusform>Cvičenie ponúk zostalo v polovici: zodpovedané {answered} z %n rozhodnutí.</numerusform>
            </translation>
        </message>
        <message>
            <source>So far {lost} marks given up on average.</source>
            <translation>Zatiaľ priemerná strata {lost} značky.</translation>
        </message>
        <message>
            <source>It practises your mistakes.</source>
            <translation>Precvičuje tvoje chyby.</translation>
        </message>
        <message>
            <source>Practice session left midway</source>
            <translation>Cvičenie prerušené v polovici</translation>
        </message>
        <message>
            <source>Continue where you left it, or start a new session (this one then ends).</source>
            <translation>Pokračovať tam, kde sa skončilo, alebo začať nové cvičenie (toto sa potom skončí).</translation>
        </message>
        <message>
            <source>&amp;Continue session</source>
            <translation>&amp;Pokračovať v cvičení</translation>
        </message>
        <message>
            <source>Start a &amp;new one</source>
            <translation>Začať &amp;nové</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Hľadať v:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Súbory &amp;typu:</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Všetky súbory (*)</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Hľadať v:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Názov súboru:</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Súbory typu:</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Otvoriť</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Uložiť</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Otvoriť</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Uložiť ako</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Späť</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Vpred</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Nadradený priečinok</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Vytvoriť nový priečinok</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Vytvoriť nová priečinok</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Nový priečinok</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Nový priečinok</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>Z&amp;mazať</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>P&amp;remenovať</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Zobraziť &amp;skryté súbory</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Zoznam</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Detaily</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Zmeniť do režimu zobrazenia zoznamu</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Zmeniť do režimu zobrazenia detailov</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Ísť späť</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Ísť vpred</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Ísť do nadradeného priečinka</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Bočný panel</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Zoznam miest a záložiek</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Naposledy navštívené</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Môj počítač</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Všetky súbory (*)</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Priečinok:</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Priečinok</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Priečinok súborov</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Súbor</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>Súbor %1</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Disková jednotka</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Neznáme</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Naozaj chcete zmazať '%1'?</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>Názov</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Veľkosť</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Typ</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Druh</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Dátum úpravy</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Počítač</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Môj počítač</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 bytov</translation>
        </message>
        <message>
            <source>%1 KB</source>
            <translation>%1 KB</translation>
        </message>
        <message>
            <source>%1 MB</source>
            <translation>%1 MB</translation>
        </message>
        <message>
            <source>%1 GB</source>
            <translation>%1 GB</translation>
        </message>
    </context>
    <context>
        <name>QGnomeTheme</name>
        <message>
            <source>&amp;OK</source>
            <translation>&amp;OK</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;Zrušiť</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Zrušiť</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zavrieť</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Áno</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Nie</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Uložiť</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Otvoriť</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Zahodiť</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Použiť</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Obnoviť</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Obnoviť predvolené</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Pomocník</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Left</source>
            <translation>Vľavo</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Vpravo</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Choose a tile in your hand</source>
            <translation>Vybrať kameň v ruke</translation>
        </message>
        <message>
            <source>Left / Right arrows</source>
            <translation>Šípky vľavo / vpravo</translation>
        </message>
        <message>
            <source>Play the chosen tile or press the focused button</source>
            <translation>Zahrať vybraný kameň alebo stlačiť označené tlačidlo</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter alebo medzerník</translation>
        </message>
        <message>
            <source>Choose a bid or a trump in the open panel</source>
            <translation>Vybrať ponuku alebo tromf v otvorenom paneli</translation>
        </message>
        <message>
            <source>Arrow keys, Home, End</source>
            <translation>Šípky, Home, End</translation>
        </message>
        <message>
            <source>Move between your hand, the open panel and the side panels</source>
            <translation>Presun medzi rukou, otvoreným panelom a bočnými panelmi</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Back to the table from a side panel</source>
            <translation>Späť k stolu z bočného panelu</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Skip an animation (a click does too)</source>
            <translation>Preskočiť animáciu (kliknutie tiež)</translation>
        </message>
        <message>
            <source>Open the menus</source>
            <translation>Otvoriť ponuky</translation>
        </message>
        <message>
            <source>F10</source>
            <translation>F10</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Klávesnica</translation>
        </message>
        <message>
            <source>What it does</source>
            <translation>Čo robí</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Kláves</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Pravidlá</translation>
        </message>
        <message>
            <source>Rules of Texas 42, Moon and 42 for three</source>
            <translation>Pravidlá hier Texas 42, Mesiac a 42 pre troch</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>the session file is not a Texas 42 session</source>
            <translation>súbor relácie nie je relácia Texas 42</translation>
        </message>
        <message numerus="yes">
            <source>the session file must list %n seat(s)</source>
            <translation>
                <numerusform>súbor relácie musí uvádzať %n miesto</numerusform>
                <numerusform>súbor relácie musí uvádzať %n miesta</numerusform>
                <numerusform>súbor relácie musí uvádzať %n miest</numerusform>
            </translation>
        </message>
        <message>
            <source>a seat in the session file has no name</source>
            <translation>jedno miesto v súbore relácie nemá meno</translation>
        </message>
        <message>
            <source>unknown AI level {level} in the session file</source>
            <translation>neznáma úroveň AI {level} v súbore relácie</translation>
        </message>
        <message>
            <source>the session file has more than one human seat</source>
            <translation>súbor relácie má viac ako jedno miesto pre človeka</translation>
        </message>
        <message>
            <source>{game} (damaged: it resumes at its last move that can be read; {damage})</source>
            <translation>{game} (poškodená: pokračuje od posledného ťahu, ktorý sa dá prečítať; {damage})</translation>
        </message>
        <message>
            <source>The saved game was damaged: it resumes at the last move that could be read, in hand {number} ({damage}). The damaged file was kept as {file}.</source>
            <translation>Uložená hra bola poškodená: pokračuje od posledného ťahu, ktorý sa dal prečítať, v kole {number} ({damage}). Poškodený súbor bol uschovaný ako {file}.</translation>
        </message>
        <message>
            <source>The saved game cannot be opened ({error}).</source>
            <translation>Uloženú hru nemožno otvoriť ({error}).</translation>
        </message>
        <message>
            <source>The saved game is damaged and cannot be read ({error}).</source>
            <translation>Uložená hra je poškodená a nedá sa prečítať ({error}).</translation>
        </message>
        <message>
            <source>The saved game's seating could not be read ({error}); it was kept as {file} and the game resumes with the computer players its record names.</source>
            <translation>Rozsadenie uloženej hry sa nedalo prečítať ({error}); súbor bol odložený ako {file} a hra pokračuje s počítačovými hráčmi, ktorých uvádza jej záznam.</translation>
        </message>
        <message>
            <source>The saved game's seating could not be read ({error}); it was kept as {file} and the game resumes with Hard computer players.</source>
            <translation>Rozsadenie uloženej hry sa nedalo prečítať ({error}); súbor bol odložený ako {file} a hra pokračuje s ťažkými počítačovými hráčmi.</translation>
        </message>
        <message>
            <source>trick {trick} of hand {hand}</source>
            <translation>zdvihu {trick} v kole {hand}</translation>
        </message>
        <message>
            <source>the end of hand {hand}</source>
            <translation>konca kola {hand}</translation>
        </message>
        <message>
            <source>the bidding of hand {hand}</source>
            <translation>licitácie v kole {hand}</translation>
        </message>
        <message>
            <source>The moves made in your game since its last save would be lost: it resumes from {point}.</source>
            <translation>Ťahy v tvojej hre od posledného uloženia by sa stratili: hra bude pokračovať od {point}.</translation>
        </message>
        <message>
            <source>Your game in progress would be lost: it could not be saved.</source>
            <translation>Tvoja rozohratá hra by sa stratila: nepodarilo sa ju uložiť.</translation>
        </message>
        <message>
            <source>action {number}: {reason}</source>
            <extracomment>Where a damaged record stops being read, in the hand it was opened at, and why.</extracomment>
            <translation>akcia {number}: {reason}</translation>
        </message>
        <message>
            <source>The seating kept in {file} could not be read ({error}); the game is played with the computer players its record names.</source>
            <translation>Rozsadenie uložené v {file} sa nedalo prečítať ({error}); hra sa hrá s počítačovými hráčmi, ktorých uvádza jej záznam.</translation>
        </message>
        <message>
            <source>The seating kept in {file} could not be read ({error}); the game is played with the seats of your last game.</source>
            <translation>Rozsadenie uložené v {file} sa nedalo prečítať ({error}); hrá sa s miestami z tvojej poslednej hry.</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Miesto {number}</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>The preferences file {path} cannot be read: the preferences are the defaults, and what you change is not kept.</source>
            <translation>Súbor predvolieb {path} nemožno prečítať: predvoľby sú predvolené a to, čo zmeníte, sa neuchová.</translation>
        </message>
        <message>
            <source>The preferences file could not be read whole; it was kept as {name}, and what could not be read is back to the defaults.</source>
            <translation>Súbor predvolieb sa nedal prečítať celý; bol uschovaný ako {name} a to, čo sa nedalo prečítať, je znova predvolené.</translation>
        </message>
        <message>
            <source>The saved preference {key} could not be read; it was set aside and reset.</source>
            <translation>Uloženú predvoľbu {key} sa nepodarilo prečítať; bola odložená a nastavená na predvolenú hodnotu.</translation>
        </message>
        <message>
            <source>The saved preferences {keys} could not be read; they were set aside and reset.</source>
            <translation>Uložené predvoľby {keys} sa nedali prečítať; boli odložené a nastavené nanovo.</translation>
        </message>
        <message>
            <source>Your preferences cannot be saved in {path}: what you change lasts until you quit.</source>
            <translation>Tvoje predvoľby sa nedajú uložiť do {path}: čo zmeníš, platí len do ukončenia.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>thinking…</source>
            <translation>premýšľa…</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n zdvih</numerusform>
                <numerusform>%n zdvihy</numerusform>
                <numerusform>%n zdvihov</numerusform>
            </translation>
        </message>
        <message>
            <source>BID</source>
            <translation>HRÁ</translation>
        </message>
        <message>
            <source>SHAKE</source>
            <translation>MIEŠA</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Tvoja ruka</translation>
        </message>
        <message>
            <source>Left and Right choose a tile; Enter or Space plays it, or lays it away after taking Moon's widow</source>
            <translation>Šípky vľavo a vpravo vyberajú kameň; Enter alebo medzerník ho zahrá, alebo ho odloží po vzatí talónu v Moone</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Stôl</translation>
        </message>
        <message>
            <source>bid {bid}</source>
            <translation>ponuka {bid}</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>sits out (Nello)</source>
            <translation>nehrá (Nello)</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>{level} AI</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ty</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>tvoj partner</translation>
        </message>
        <message>
            <source>opponent</source>
            <translation>súper</translation>
        </message>
        <message>
            <source>bidder</source>
            <translation>ponúkajúci</translation>
        </message>
        <message>
            <source>shaker</source>
            <translation>miešač</translation>
        </message>
        <message>
            <source>{plate}; holds {tiles}</source>
            <translation>{plate}; drží {tiles}</translation>
        </message>
        <message>
            <source>to bid</source>
            <translation>na rade s ponukou</translation>
        </message>
        <message>
            <source>to name trump</source>
            <translation>na rade s určením tromfu</translation>
        </message>
        <message>
            <source>to lay a tile away</source>
            <translation>na rade s odložením kameňa</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>na ťahu</translation>
        </message>
        <message>
            <source>Score · marks to {target}</source>
            <translation>Skóre · značky do {target}</translation>
        </message>
        <message>
            <source>Score · points to {target}</source>
            <translation>Skóre · body do {target}</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Ponuka</translation>
        </message>
        <message>
            <source>{who}: {bid}</source>
            <translation>{who}: {bid}</translation>
        </message>
        <message>
            <source>{who} {bid}</source>
            <translation>{who} {bid}</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Licitácia</translation>
        </message>
        <message>
            <source>no bid yet, only passes</source>
            <translation>zatiaľ žiadna ponuka, len pasy</translation>
        </message>
        <message>
            <source>high bid {bid}</source>
            <translation>najvyššia ponuka {bid}</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>Tromf</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>Hrá sa</translation>
        </message>
        <message>
            <source>Laid away</source>
            <translation>Odložený</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>lícom dole</translation>
        </message>
        <message>
            <source>This hand</source>
            <translation>Toto kolo</translation>
        </message>
        <message>
            <source>{game} · hand {number}</source>
            <translation>{game} · kolo {number}</translation>
        </message>
        <message>
            <source>{label}: {value}</source>
            <translation>{label}: {value}</translation>
        </message>
        <message>
            <source>{title}: {lines}</source>
            <translation>{title}: {lines}</translation>
        </message>
        <message>
            <source>{seat} {tile}</source>
            <translation>{seat} {tile}</translation>
        </message>
        <message>
            <source>On the table: {plays}</source>
            <translation>Na stole: {plays}</translation>
        </message>
    </context>
    <context>
        <name>Trainer</name>
        <message>
            <source>Mixed levels</source>
            <translation>Rôzne úrovne</translation>
        </message>
        <message>
            <source>{game}: {bid}</source>
            <translation>{game}: {bid}</translation>
        </message>
        <message>
            <source>You have not defended a hand yet.</source>
            <translation>Zatiaľ nemáš za sebou žiadne kolo v obrane.</translation>
        </message>
        <message>
            <source>You have not answered a practice deal yet.</source>
            <translation>Zatiaľ nemáš zodpovedané žiadne tréningové rozdanie.</translation>
        </message>
        <message numerus="yes">
            <source>You have answered %n practice deal(s); on average a decision gave up {lost} marks against the best one (0 is perfect).</source>
            <translation>
                <numerusform>Zodpovedané tréningové rozdania: %n; rozhodnutie v priemere stálo {lost} značky oproti najlepšiemu (0 je dokonalé).</numerusform>
                <numerusform>Zodpovedané tréningové rozdania: %n; rozhodnutie v priemere stálo {lost} značky oproti najlepšiemu (0 je dokonalé).</numerusform>
                <numerusform>Zodpovedané tréningové rozdania: %n; rozhodnutie v priemere stálo {lost} značky oproti najlepšiemu (0 je dokonalé).</numerusform>
            </translation>
        </message>
        <message>
            <source>Your game in progress is saved: the table goes back to it when practice ends.</source>
            <translation>Tvoja rozohraná hra je uložená: stôl sa k nej vráti, keď tréning skončí.</translation>
        </message>
        <message>
            <source>Those of the game on the table.</source>
            <translation>Tie z hry na stole.</translation>
        </message>
        <message>
            <source>The Texas house rules preset: the game on the table is not Texas 42 for four.</source>
            <translation>Predvoľba Texaské domáce pravidlá: hra na stole nie je Texas 42 pre štyroch.</translation>
        </message>
        <message>
            <source>Bidding practice</source>
            <translation>Tréning licitácie</translation>
        </message>
        <message>
            <source>random</source>
            <translation>náhodné</translation>
        </message>
        <message>
            <source>Leave empty for new deals, or enter a number to get a set of deals you can repeat.</source>
            <translation>Nechaj prázdne pre nové rozdania, alebo zadaj číslo a dostaneš sadu rozdaní, ktorú môžeš zopakovať.</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>Rozhodnutia</translation>
        </message>
        <message>
            <source>The seed must be a whole number, or empty.</source>
            <translation>Číslo rozdania musí byť celé číslo, alebo prázdne.</translation>
        </message>
        <message>
            <source>Practice: what was really there</source>
            <translation>Tréning: čo tam naozaj bolo</translation>
        </message>
        <message>
            <source>The hint table (chance of making each bid)</source>
            <translation>Tabuľka rady (šanca splniť každú ponuku)</translation>
        </message>
        <message>
            <source>Open hands: all four hands shown, perfect play, your side bidding</source>
            <translation>Odkryté ruky: všetky štyri ruky viditeľné, dokonalá hra, ponúka tvoj tím</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}.&lt;/b&gt; It is worth as much as the best decision, &lt;b&gt;{best}&lt;/b&gt;: 0 marks given up.</source>
            <translation>&lt;b&gt;Tvoja voľba: {mine}.&lt;/b&gt; Má rovnakú hodnotu ako najlepšie rozhodnutie, &lt;b&gt;{best}&lt;/b&gt;: strata 0 značiek.</translation>
        </message>
        <message>
            <source>Open hands</source>
            <translation>Odkryté ruky</translation>
        </message>
        <message>
            <source>Those of your own game, not the lesson's, scored in marks: each bid is graded in expected marks.</source>
            <translation>Tie z tvojej vlastnej hry, nie z lekcie, počítané v značkách: každá ponuka sa hodnotí v očakávaných značkách.</translation>
        </message>
        <message>
            <source>Those of the game on the table, scored in marks: each bid is graded in expected marks.</source>
            <translation>Tie z hry na stole, počítané v značkách: každá ponuka sa hodnotí v očakávaných značkách.</translation>
        </message>
        <message>
            <source>The Texas house rules preset.</source>
            <translation>Predvoľba Texaské domáce pravidlá.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}.&lt;/b&gt; That is the best decision here: 0 marks given up.</source>
            <translation>&lt;b&gt;Tvoja voľba: {mine}.&lt;/b&gt; Je to tu najlepšie rozhodnutie: strata 0 značiek.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}&lt;/b&gt; gives up &lt;b&gt;{lost}&lt;/b&gt; expected marks against the best decision, &lt;b&gt;{best}&lt;/b&gt;.</source>
            <translation>&lt;b&gt;Tvoja voľba: {mine}&lt;/b&gt; stojí &lt;b&gt;{lost}&lt;/b&gt; očakávanej značky oproti najlepšiemu rozhodnutiu, &lt;b&gt;{best}&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>The AI would choose: &lt;b&gt;{choice}&lt;/b&gt;.</source>
            <translation>AI by zvolila: &lt;b&gt;{choice}&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>makes</source>
            <translation>splnené</translation>
        </message>
        <message>
            <source>fails</source>
            <translation>nesplnené</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n zdvih</numerusform>
                <numerusform>%n zdvihy</numerusform>
                <numerusform>%n zdvihov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n bod</numerusform>
                <numerusform>%n body</numerusform>
                <numerusform>%n bodov</numerusform>
            </translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Hra</translation>
        </message>
        <message>
            <source>Your side takes</source>
            <translation>Tvoj tím získa</translation>
        </message>
        <message>
            <source>Decision {number} · session average {lost} marks given up</source>
            <translation>Rozhodnutie {number} · priemer tréningu: strata {lost} značky</translation>
        </message>
        <message>
            <source>Practice session</source>
            <translation>Tréning</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) · {best} best · {lost} marks given up on average</source>
            <translation>
                <numerusform>%n rozhodnutie · najlepšie: {best} · priemerná strata {lost} značky</numerusform>
                <numerusform>%n rozhodnutia · najlepšie: {best} · priemerná strata {lost} značky</numerusform>
                <numerusform>%n rozhodnutí · najlepšie: {best} · priemerná strata {lost} značky</numerusform>
            </translation>
        </message>
        <message>
            <source>The decisions to look at again:</source>
            <translation>Rozhodnutia, na ktoré sa oplatí pozrieť znova:</translation>
        </message>
        <message>
            <source>No decision was answered in this session.</source>
            <translation>V tomto sedení nebolo zodpovedané žiadne rozhodnutie.</translation>
        </message>
        <message>
            <source>Every decision was the best one. Well bid!</source>
            <translation>Každé rozhodnutie bolo najlepšie. Výborná licitácia!</translation>
        </message>
        <message>
            <source>Deal {number}: you chose {mine}, best was {best} (−{lost} marks)</source>
            <translation>Rozdanie {number}: tvoja voľba {mine}, najlepšie {best} (−{lost} značky)</translation>
        </message>
        <message>
            <source>Hand review</source>
            <translation>Rozbor kola</translation>
        </message>
        <message>
            <source>Reviewing…</source>
            <translation>Prebieha rozbor…</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Rozbor</translation>
        </message>
        <message>
            <source>Hand {number}.</source>
            <translation>Kolo {number}.</translation>
        </message>
        <message>
            <source>Game points lost</source>
            <translation>Stratené body hry</translation>
        </message>
        <message>
            <source>Best choice's chance</source>
            <translation>Šanca najlepšej voľby</translation>
        </message>
        <message>
            <source>The mistakes marked here do not go into My mistakes: it takes those of games of Texas 42 scored in marks.</source>
            <translation>Chyby označené tu nejdú do Mojich chýb: tie berú len chyby z hier Texas 42 na značky.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder loses {value} of the {need} tricks: the bidder could lose every trick.</source>
            <translation>Ponúkajúci: {who}, hra: {contract}. S odkrytými rukami a dokonalou hrou ponúkajúci prehrá {value} z {need} zdvihov: ponúkajúci mohol prehrať každý zdvih.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder loses {value} of the {need} tricks: perfect defence would have made the bidder take one.</source>
            <translation>Ponúkajúci: {who}, hra: {contract}. S odkrytými rukami a dokonalou hrou ponúkajúci prehrá {value} z {need} zdvihov: dokonalá obrana by ho prinútila jeden zdvih vziať.</translation>
        </message>
        <message>
            <source>{bidder} bid, {who} named {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): they could make it.</source>
            <translation>Ponúkajúci: {bidder}, hru určil {who}: {contract}. S odkrytými rukami a dokonalou hrou získajú ponúkajúci {taken} (potrebné: {need}), takže ponuka sa splniť dala.</translation>
        </message>
        <message>
            <source>{bidder} bid, {who} named {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): perfect defence would have set them.</source>
            <translation>Ponúkajúci: {bidder}, hru určil {who}: {contract}. S odkrytými rukami a dokonalou hrou získajú ponúkajúci {taken} (potrebné: {need}), pri dokonalej obrane by ponúkajúci prepadli.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): they could make it.</source>
            <translation>Ponúkajúci: {who}, hra: {contract}. S odkrytými rukami a dokonalou hrou získajú ponúkajúci {taken} (potrebné: {need}), takže ponuka sa splniť dala.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): perfect defence would have set them.</source>
            <translation>Ponúkajúci: {who}, hra: {contract}. S odkrytými rukami a dokonalou hrou získajú ponúkajúci {taken} (potrebné: {need}), pri dokonalej obrane by ponúkajúci prepadli.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder takes {taken} (the bidder needed {need}): the bidder could make it.</source>
            <translation>Ponúkajúci: {who}, hra: {contract}. S odkrytými rukami a dokonalou hrou získa ponúkajúci {taken} (potrebné: {need}), takže ponuka sa splniť dala.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder takes {taken} (the bidder needed {need}): perfect defence would have set the bidder.</source>
            <translation>Ponúkajúci: {who}, hra: {contract}. S odkrytými rukami a dokonalou hrou získa ponúkajúci {taken} (potrebné: {need}), pri dokonalej obrane by ponúkajúci prepadol.</translation>
        </message>
        <message>
            <source>Marks lost</source>
            <translation>Stratené značky</translation>
        </message>
        <message>
            <source>Those of your own game, not the lesson's.</source>
            <translation>Tie z tvojej vlastnej hry, nie z lekcie.</translation>
        </message>
        <message>
            <source>The table goes back to your game in progress when practice ends, but it cannot be saved: {loss}.</source>
            <translation>Keď tréning skončí, stôl sa vráti k tvojej rozohratej hre, ale tú sa nedá uložiť: {loss}.</translation>
        </message>
        <message>
            <source>The Texas house rules preset: your own game is not Texas 42 for four.</source>
            <translation>Predvoľba Texaské domáce pravidlá: tvoja vlastná hra nie je Texas 42 pre štyroch.</translation>
        </message>
        <message>
            <source>Hands dealt at your turn to bid: make the bid you would, then see what each bid was worth in each trump, and every hand as it was.</source>
            <translation>Rozdania na tvojom ťahu v licitácii: daj ponuku, akú by si dal, a potom uvidíš, akú hodnotu mala každá ponuka pri každom tromfe, a všetky ruky, aké naozaj boli.</translation>
        </message>
        <message>
            <source>&amp;Your spot in the auction</source>
            <translation>&amp;Tvoje miesto v licitácii</translation>
        </message>
        <message>
            <source>&amp;Hands</source>
            <translation>&amp;Ruky</translation>
        </message>
        <message>
            <source>&amp;Decisions</source>
            <translation>R&amp;ozhodnutia</translation>
        </message>
        <message>
            <source>S&amp;eed</source>
            <translation>Čí&amp;slo rozdania</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>Z&amp;ačať</translation>
        </message>
        <message>
            <source>&amp;Play it out</source>
            <translation>&amp;Dohrať</translation>
        </message>
        <message>
            <source>&amp;Watch the AIs play it</source>
            <translation>&amp;Pozerať, ako to dohrá AI</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>Ď&amp;alšie rozdanie</translation>
        </message>
        <message>
            <source>&amp;End session</source>
            <translation>&amp;Ukončiť tréning</translation>
        </message>
        <message>
            <source>&amp;Summary</source>
            <translation>&amp;Zhrnutie</translation>
        </message>
        <message>
            <source>Deal this decision again, to answer it once more</source>
            <translation>Rozdaj toto rozhodnutie znova a odpovedz naň ešte raz</translation>
        </message>
        <message>
            <source>Review's progress</source>
            <translation>Priebeh rozboru</translation>
        </message>
        <message>
            <source>Counted as if every trick were played out.</source>
            <translation>Počítané, akoby sa dohrali všetky zdvihy.</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Hráč</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Ťah</translation>
        </message>
        <message>
            <source>Your chance</source>
            <translation>Tvoja šanca</translation>
        </message>
        <message>
            <source>Better choice, and why</source>
            <translation>Lepšia voľba a prečo</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>povinná</translation>
        </message>
        <message>
            <source>&lt;b&gt;the widow&lt;/b&gt; {tile}</source>
            <translation>&lt;b&gt;talón&lt;/b&gt; {tile}</translation>
        </message>
        <message>
            <source>Hands as dealt: {hands}</source>
            <translation>Rozdané ruky: {hands}</translation>
        </message>
        <message>
            <source>Better: {choice}</source>
            <translation>Lepšie: {choice}</translation>
        </message>
        <message>
            <source>Good: {why}</source>
            <translation>Dobre: {why}</translation>
        </message>
        <message>
            <source>Yours: {why}</source>
            <translation>Tvoja voľba: {why}</translation>
        </message>
        <message>
            <source>You have not answered a play-practice position yet: Practice → Play practice asks what you would play, and each answer counts here.</source>
            <translation>Zatiaľ si neodpovedal na žiadnu pozíciu tréningu hrania: Tréning → Tréning hrania sa pýta, čo by si zahral, a každá odpoveď sa počíta tu.</translation>
        </message>
        <message numerus="yes">
            <source>You have answered %n play-practice position(s), {right} of them right ({share}); on average a tile gave up {lost} chance against the best one (0% is perfect).</source>
            <translation>
                <numerusform>Zodpovedané pozície tréningu hrania: %n, z toho správne {right} ({share}); kameň v priemere stratil {lost} šance oproti najlepšiemu (0 % je dokonalé).</numerusform>
                <numerusform>Zodpovedané pozície tréningu hrania: %n, z toho správne {right} ({share}); kameň v priemere stratil {lost} šance oproti najlepšiemu (0 % je dokonalé).</numerusform>
                <numerusform>Zodpovedané pozície tréningu hrania: %n, z toho správne {right} ({share}); kameň v priemere stratil {lost} šance oproti najlepšiemu (0 % je dokonalé).</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Štatistiky</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Hry</translation>
        </message>
        <message>
            <source>Bids by contract</source>
            <translation>Ponuky podľa hry</translation>
        </message>
        <message>
            <source>Bids by level</source>
            <translation>Ponuky podľa výšky</translation>
        </message>
        <message>
            <source>Make rate per contract (your side bidding)</source>
            <translation>Úspešnosť podľa hry (ponúka tvoj tím)</translation>
        </message>
        <message>
            <source>Make rate per contract (your bids)</source>
            <translation>Úspešnosť podľa hry (tvoje ponuky)</translation>
        </message>
        <message>
            <source>Make rate per contract (your bids, and your partner's in Texas 42)</source>
            <translation>Úspešnosť podľa hry (tvoje ponuky a v Texas 42 aj partnerove)</translation>
        </message>
        <message numerus="yes">
            <source>Your side was forced to bid in %n hand(s) (everyone else passed) and made {made}; those are not in the tables.</source>
            <translation>
                <numerusform>Tvoja strana musela ponúkať v %n kole (všetci ostatní pasovali) a splnila {made}; toto kolo nie je v tabuľkách.</numerusform>
                <numerusform>Tvoja strana musela ponúkať v %n kolách (všetci ostatní pasovali) a splnila {made}; tieto kolá nie sú v tabuľkách.</numerusform>
                <numerusform>Tvoja strana musela ponúkať v %n kolách (všetci ostatní pasovali) a splnila {made}; tieto kolá nie sú v tabuľkách.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play practice by day</source>
            <translation>Tréning hrania po dňoch</translation>
        </message>
        <message>
            <source>Play practice: average chance given up per day</source>
            <translation>Tréning hrania: priemerná stratená šanca za deň</translation>
        </message>
        <message>
            <source>You have not finished a game yet: a game counts here when it ends.</source>
            <translation>Zatiaľ nemáš dohratú žiadnu hru: hra sa tu započíta, keď sa skončí.</translation>
        </message>
        <message>
            <source>Bidding and defence</source>
            <translation>Licitácia a obrana</translation>
        </message>
        <message>
            <source>Play practice</source>
            <translation>Tréning hrania</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Hra</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Súperi</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Výhry</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Úspešnosť</translation>
        </message>
        <message>
            <source>Times</source>
            <translation>Počet</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Splnené</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Prepadnuté</translation>
        </message>
        <message>
            <source>Made %</source>
            <translation>Splnené %</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Ponuka</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>Deň</translation>
        </message>
        <message numerus="yes">
            <source>On defence you have set the bid in %n hand(s) of {hands} ({share}).</source>
            <translation>
                <numerusform>V obrane: ponuka prepadla v %n kole z {hands} ({share}).</numerusform>
                <numerusform>V obrane: ponuka prepadla v %n kolách z {hands} ({share}).</numerusform>
                <numerusform>V obrane: ponuka prepadla v %n kolách z {hands} ({share}).</numerusform>
            </translation>
        </message>
        <message>
            <source>Bidding practice: average marks given up per day</source>
            <translation>Tréning licitácie: priemerná strata značiek za deň</translation>
        </message>
        <message>
            <source>Bidding practice by day</source>
            <translation>Tréning licitácie po dňoch</translation>
        </message>
        <message>
            <source>&amp;Reset statistics…</source>
            <translation>&amp;Vynulovať štatistiky…</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Zavrieť</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Najlepšie</translation>
        </message>
        <message>
            <source>Marks given up</source>
            <translation>Stratené značky</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>Pozície</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Správne</translation>
        </message>
        <message>
            <source>Chance given up</source>
            <translation>Stratená šanca</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Vynulovať štatistiky</translation>
        </message>
        <message>
            <source>Delete every statistic kept so far? This cannot be undone.</source>
            <translation>Vymazať všetky doteraz uložené štatistiky? Nedá sa to vrátiť späť.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Pravidlá</translation>
        </message>
        <message>
            <source>Words in the reasons, explained in the rules: {words}</source>
            <translation>Slová v dôvodoch, vysvetlené v pravidlách: {words}</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Lesson</source>
            <translation>Lekcia</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Ďalej</translation>
        </message>
        <message>
            <source>Next card</source>
            <translation>Ďalšia karta</translation>
        </message>
        <message>
            <source>End lesson</source>
            <translation>Ukončiť lekciu</translation>
        </message>
        <message>
            <source>Not this one. {reason}</source>
            <translation>Toto nie. {reason}</translation>
        </message>
        <message>
            <source>This lesson is over: press Continue lesson, or Back to the game.</source>
            <translation>Táto lekcia sa skončila: stlač Pokračovať v lekcii, alebo Späť k hre.</translation>
        </message>
        <message>
            <source>This lesson is over: press Next lesson, or Back to the game.</source>
            <translation>Táto lekcia sa skončila: stlač Ďalšia lekcia alebo Späť do hry.</translation>
        </message>
        <message>
            <source>This lesson is over: press Play a first game, or Back to the game.</source>
            <translation>Táto lekcia sa skončila: stlač Zahrať prvú hru alebo Späť k hre.</translation>
        </message>
        <message>
            <source>Lesson complete: you have done every lesson, well played! Now try a first game against Easy players, with Hint (H) and Undo on, or practise from the Practice menu. Too fast? L shows the tricks played, and Settings &gt; Preferences &gt; Animation: Slow slows the table.</source>
            <translation>Lekcia je hotová: máš za sebou všetky lekcie, výborne! Teraz skús prvú hru proti ľahkým hráčom so zapnutou Radou (H) a Späť, alebo trénuj z ponuky Tréning. Príliš rýchle? L ukáže odohrané zdvihy a Nastavenia &gt; Predvoľby &gt; Animácia: Pomalá spomalí stôl.</translation>
        </message>
        <message>
            <source>This lesson shows you each move, so Hint (H) is off in it.</source>
            <translation>Táto lekcia ti ukazuje každý ťah, preto je Rada (H) v nej vypnutá.</translation>
        </message>
        <message>
            <source>The lesson goes on where you left it; F2 offers Start again.</source>
            <translation>Lekcia pokračuje tam, kde si ju nechal; F2 ponúka Začať znova.</translation>
        </message>
        <message>
            <source>Where you left this lesson could not be restored (the lesson may have changed): it starts from its first card.</source>
            <translation>Miesto, kde si túto lekciu nechal, sa nedalo obnoviť (lekcia sa možno zmenila): začína od prvej karty.</translation>
        </message>
        <message>
            <source>Watch the other players…</source>
            <translation>Sleduj ostatných hráčov…</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Dokončiť</translation>
        </message>
        <message>
            <source>Lesson complete. Next: {title}, which you left midway.</source>
            <translation>Lekcia je hotová. Ďalej: {title}, ktorú si nechal v polovici.</translation>
        </message>
        <message>
            <source>Lesson complete. Next: {title}.</source>
            <translation>Lekcia je hotová. Ďalej: {title}.</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>Ďalšia lekcia</translation>
        </message>
        <message>
            <source>Back to the game</source>
            <translation>Späť do hry</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Nauč sa hrať</translation>
        </message>
        <message>
            <source>Short lessons on the real table, a few minutes each. You have done {done} of {all}.</source>
            <translation>Krátke lekcie pri skutočnom stole, každá na pár minút. Hotové máš {done} z {all}.</translation>
        </message>
        <message>
            <source>Lessons</source>
            <translation>Lekcie</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}, done: {summary}</source>
            <translation>Lekcia {number}, {title}, hotová: {summary}</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}, in progress: {summary}</source>
            <translation>Lekcia {number}, {title}, rozpracovaná: {summary}</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}: {summary}</source>
            <translation>Lekcia {number}, {title}: {summary}</translation>
        </message>
        <message>
            <source>{title} (in progress)</source>
            <translation>{title} (rozpracovaná)</translation>
        </message>
        <message>
            <source>Some lessons could not be read: {error}</source>
            <translation>Niektoré lekcie sa nepodarilo prečítať: {error}</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>Začať lekciu</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>Začať znova</translation>
        </message>
        <message>
            <source>Start this lesson again from its first card</source>
            <translation>Začať túto lekciu znova od prvej karty</translation>
        </message>
        <message>
            <source>Play a first game</source>
            <translation>Zahrať prvú hru</translation>
        </message>
        <message>
            <source>A new game against Easy players, with Hint and Undo on</source>
            <translation>Nová hra proti ľahkým hráčom so zapnutou Radou a Späť</translation>
        </message>
        <message>
            <source>Continue lesson</source>
            <translation>Pokračovať v lekcii</translation>
        </message>
        <message>
            <source>Go on from the card where you left this lesson</source>
            <translation>Pokračovať od karty, kde si túto lekciu nechal</translation>
        </message>
    </context>
    <context>
        <name>Work</name>
        <message>
            <source>The computer player's process had stopped; it was restarted and the game goes on.</source>
            <translation>Proces počítačového hráča sa zastavil; bol znova spustený a hra pokračuje.</translation>
        </message>
        <message>
            <source>The computer player stopped answering; it was restarted and the game goes on.</source>
            <translation>Počítačový hráč prestal odpovedať; bol znova spustený a hra pokračuje.</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>the {tile} is given twice</source>
            <translation>{tile} je zadaný dvakrát</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) given: a hand has {size}</source>
            <translation>
                <numerusform>zadaný %n kameň: ruka ich má {size}</numerusform>
                <numerusform>zadané %n kamene: ruka ich má {size}</numerusform>
                <numerusform>zadaných %n kameňov: ruka ich má {size}</numerusform>
            </translation>
        </message>
        <message>
            <source>a bid is a number or {pass_}, got {word}</source>
            <translation>ponuka je číslo alebo {pass_}, nie {word}</translation>
        </message>
        <message numerus="yes">
            <source>there are only %n seats</source>
            <translation>
                <numerusform>je len %n miesto</numerusform>
                <numerusform>sú len %n miesta</numerusform>
                <numerusform>je len %n miest</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} is in two hands</source>
            <translation>{tile} je v dvoch rukách</translation>
        </message>
        <message>
            <source>the {tile} is not used in this game</source>
            <translation>{tile} sa v tejto hre nepoužíva</translation>
        </message>
        <message numerus="yes">
            <source>%n bid(s) given: the seats before yours make {place}</source>
            <translation>
                <numerusform>zadaná %n ponuka: miesta pred tebou ich dajú {place}</numerusform>
                <numerusform>zadané %n ponuky: miesta pred tebou ich dajú {place}</numerusform>
                <numerusform>zadaných %n ponúk: miesta pred tebou ich dajú {place}</numerusform>
            </translation>
        </message>
        <message>
            <source>those bids end the auction before your turn</source>
            <translation>tieto ponuky ukončia licitáciu skôr, než prídeš na rad</translation>
        </message>
    </context>
    <context>
        <name>datafile</name>
        <message>
            <source>the text is damaged: a name in it is written twice</source>
            <translation>text je poškodený: jeden názov je v ňom zapísaný dvakrát</translation>
        </message>
        <message>
            <source>the file is over {limit} KB, larger than any Texas 42 writes</source>
            <translation>súbor má viac ako {limit} KB, viac, než Texas 42 kedy zapíše</translation>
        </message>
        <message>
            <source>the file is not text, or not in the UTF-8 encoding Texas 42 writes</source>
            <translation>súbor nie je text alebo nie je v kódovaní UTF-8, ktoré Texas 42 zapisuje</translation>
        </message>
        <message>
            <source>the text is damaged: it is nested too deeply</source>
            <translation>text je poškodený: je vnorený príliš hlboko</translation>
        </message>
        <message>
            <source>the text is damaged: a number in it is too long</source>
            <translation>text je poškodený: číslo v ňom je príliš dlhé</translation>
        </message>
        <message>
            <source>what it holds is not what Texas 42 writes there</source>
            <translation>to, čo obsahuje, nie je to, čo tam Texas 42 zapisuje</translation>
        </message>
        <message>
            <source>{name} is a folder, where a file should be</source>
            <translation>{name} je priečinok tam, kde má byť súbor</translation>
        </message>
        <message>
            <source>{name} is a file, where a folder should be</source>
            <translation>{name} je súbor tam, kde má byť priečinok</translation>
        </message>
        <message>
            <source>a file stands where a folder of its path should be</source>
            <translation>na mieste, kde má byť priečinok jeho cesty, je súbor</translation>
        </message>
        <message>
            <source>permission is refused</source>
            <translation>prístup je odmietnutý</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>disk je iba na čítanie</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>disk je plný</translation>
        </message>
        <message>
            <source>it is not there</source>
            <translation>nie je tam</translation>
        </message>
        <message>
            <source>the disk could not be read or written</source>
            <translation>disk sa nedal čítať ani zapisovať</translation>
        </message>
        <message>
            <source>the system says: {error}</source>
            <extracomment>{error} is the system's own message (in English).</extracomment>
            <translation>systém hlási: {error}</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>unknown trump {value} (allowed: {allowed})</source>
            <translation>neznámy tromf {value} (povolené: {allowed})</translation>
        </message>
        <message>
            <source>there is no contract yet</source>
            <translation>hra ešte nie je určená</translation>
        </message>
        <message>
            <source>laying down is not played in this game (house rule off)</source>
            <translation>vykladanie sa v tejto hre nehrá (domáce pravidlo je vypnuté)</translation>
        </message>
        <message>
            <source>nobody lays down in {contract}: every trick is played</source>
            <translation>v hre {contract} sa nevykladá: hrá sa každý zdvih</translation>
        </message>
        <message>
            <source>a trump is still out and could ruff your {tile}</source>
            <translation>vonku je ešte tromf, ktorý môže prebiť tvoj {tile}</translation>
        </message>
        <message>
            <source>the {rival} is still out and could beat your {tile}</source>
            <translation>{rival} je ešte vonku a môže prebiť tvoj {tile}</translation>
        </message>
        <message>
            <source>a trump is still out and could ruff their {tile}</source>
            <translation>vonku je ešte tromf, ktorý môže prebiť jeho {tile}</translation>
        </message>
        <message>
            <source>the {rival} is still out and could beat their {tile}</source>
            <translation>{rival} je ešte vonku a môže prebiť jeho {tile}</translation>
        </message>
        <message>
            <source>seat must be 0 to {last}, got {seat}</source>
            <translation>miesto musí byť od 0 do {last}, nie {seat}</translation>
        </message>
        <message>
            <source>hand {hand}</source>
            <translation>kolo {hand}</translation>
        </message>
        <message>
            <source>hand {hand}, action {action}</source>
            <translation>kolo {hand}, akcia {action}</translation>
        </message>
        <message>
            <source>{where}: {error}</source>
            <extracomment>{where} is "hand 2" or "hand 2, action 5" in a record; {error} says what is wrong there.</extracomment>
            <translation>{where}: {error}</translation>
        </message>
        <message>
            <source>a hand must be an object</source>
            <translation>kolo musí byť objekt</translation>
        </message>
        <message>
            <source>unknown key(s) {keys} (known: {known})</source>
            <translation>neznáme kľúče {keys} (známe: {known})</translation>
        </message>
        <message>
            <source>Texas 42 opens the game files it saves (.t42): choose one of those.</source>
            <translation>Texas 42 otvára súbory hier, ktoré ukladá (.t42): vyber jeden z nich.</translation>
        </message>
        <message>
            <source>The file may have been changed or damaged since it was saved. If someone sent it to you, ask them for a new copy.</source>
            <translation>Súbor sa mohol od uloženia zmeniť alebo poškodiť. Ak ti ho niekto poslal, popros ho o novú kópiu.</translation>
        </message>
        <message>
            <source>It was saved by a newer version of Texas 42: open it with that version, or update this one.</source>
            <translation>Uložila ho novšia verzia Texas 42: otvor ho tou verziou alebo aktualizuj túto.</translation>
        </message>
        <message>
            <source>Check that you may read the file, or copy it to a folder of yours and open the copy.</source>
            <translation>Over, či smieš súbor čítať, alebo ho skopíruj do svojho priečinka a otvor kópiu.</translation>
        </message>
        <message>
            <source>Save it again as UTF-8 text (a text editor offers that), then open it.</source>
            <translation>Ulož ho znova ako text v UTF-8 (textový editor to ponúka) a potom ho otvor.</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>je to priečinok, nie súbor</translation>
        </message>
        <message>
            <source>it is not an ordinary file (a device or a pipe)</source>
            <translation>nie je to obyčajný súbor (zariadenie alebo rúra)</translation>
        </message>
        <message>
            <source>the file is {size} KB, too large for a game record (records over {limit} KB are refused)</source>
            <translation>súbor má {size} KB, priveľa na záznam hry (záznamy nad {limit} KB sa odmietajú)</translation>
        </message>
        <message>
            <source>the file cannot be read ({error})</source>
            <translation>súbor sa nedá prečítať ({error})</translation>
        </message>
        <message>
            <source>the text is over {limit} KB, too large for a game record</source>
            <translation>text má viac ako {limit} KB, priveľa na záznam hry</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>súbor je prázdny</translation>
        </message>
        <message>
            <source>it is not a game record (its JSON is nested too deeply)</source>
            <translation>nie je to záznam hry (jeho JSON je vnorený príliš hlboko)</translation>
        </message>
        <message>
            <source>its text is not UTF-8, the encoding of game records</source>
            <translation>jeho text nie je v UTF-8, kódovaní záznamov hier</translation>
        </message>
        <message>
            <source>it is not a text file, so not a game record</source>
            <translation>nie je to textový súbor, teda ani záznam hry</translation>
        </message>
        <message>
            <source>the text is damaged or cut short: it stops making sense at line {line}, character {column}</source>
            <translation>text je poškodený alebo skrátený: prestáva dávať zmysel na riadku {line}, znak {column}</translation>
        </message>
        <message>
            <source>the text is damaged: {error}</source>
            <translation>text je poškodený: {error}</translation>
        </message>
        <message>
            <source>a number is too long to be part of a game</source>
            <translation>číslo je pridlhé, aby patrilo k hre</translation>
        </message>
        <message>
            <source>it is not a game record (its top level must be a JSON object)</source>
            <translation>nie je to záznam hry (najvyššia úroveň musí byť objekt JSON)</translation>
        </message>
        <message>
            <source>it is not a Texas 42 record (its format must be "{format}")</source>
            <translation>nie je to záznam Texas 42 (formát musí byť "{format}")</translation>
        </message>
        <message>
            <source>it is record version {version}; this app reads version {known}</source>
            <extracomment>{known} is the version of the record format this app reads (1).</extracomment>
            <translation>je to záznam verzie {version}; táto aplikácia číta verziu {known}</translation>
        </message>
        <message>
            <source>unknown variant {value} ("42", "moon" or "42-three")</source>
            <translation>neznámy variant {value} ("42", "moon" alebo "42-three")</translation>
        </message>
        <message>
            <source>"hands" must be a list</source>
            <translation>"hands" musí byť zoznam</translation>
        </message>
        <message>
            <source>"seed" must be a whole number from 0 to {last}</source>
            <translation>"seed" musí byť celé číslo od 0 do {last}</translation>
        </message>
        <message>
            <source>"players" must be a list of {n} names</source>
            <translation>"players" musí byť zoznam {n} mien</translation>
        </message>
        <message>
            <source>"shaker" must be a seat from 0 to {last}</source>
            <translation>"shaker" musí byť miesto od 0 do {last}</translation>
        </message>
        <message>
            <source>"deal" must list the tiles of each of the {n} seats</source>
            <translation>"deal" musí uvádzať kamene každého z {n} miest</translation>
        </message>
        <message>
            <source>a tile is dealt twice to one seat</source>
            <translation>jeden kameň je rozdaný dvakrát tomu istému miestu</translation>
        </message>
        <message>
            <source>deal: {error}</source>
            <extracomment>{error} is what is wrong with the tiles dealt in a record.</extracomment>
            <translation>rozdanie: {error}</translation>
        </message>
        <message>
            <source>"actions" must be a list</source>
            <translation>"actions" musí byť zoznam</translation>
        </message>
        <message>
            <source>an action must be an object</source>
            <translation>akcia musí byť objekt</translation>
        </message>
        <message>
            <source>"seat" must be a seat from 0 to {last}</source>
            <translation>"seat" musí byť miesto od 0 do {last}</translation>
        </message>
        <message>
            <source>an action has a seat and exactly one of bid, trump, discard, play, claim</source>
            <translation>akcia má miesto (seat) a práve jedno z: bid, trump, discard, play, claim</translation>
        </message>
        <message>
            <source>"special" goes with a bid</source>
            <translation>"special" patrí k ponuke (bid)</translation>
        </message>
        <message>
            <source>a claim is written "claim": true, got {value}</source>
            <translation>vyloženie sa zapisuje "claim": true, nie {value}</translation>
        </message>
        <message>
            <source>a bid is a number or "pass", got {value}</source>
            <translation>ponuka je číslo alebo "pass", nie {value}</translation>
        </message>
        <message>
            <source>unknown special bid {value} ("plunge" or "splash")</source>
            <translation>neznáma špeciálna ponuka {value} ("plunge" alebo "splash")</translation>
        </message>
        <message>
            <source>rule {key} must be a whole number from {low} to {high}, got {value}</source>
            <translation>pravidlo {key} musí byť celé číslo od {low} do {high}, nie {value}</translation>
        </message>
        <message>
            <source>rules must be an object, got {type}</source>
            <translation>pravidlá musia byť objekt, nie {type}</translation>
        </message>
        <message>
            <source>unknown preset {name} (presets: {presets})</source>
            <translation>neznáma sada pravidiel {name} (sady: {presets})</translation>
        </message>
        <message>
            <source>unknown rule {key} for {variant}</source>
            <translation>neznáme pravidlo {key} pre hru {variant}</translation>
        </message>
        <message>
            <source>rule {key} must be one of {allowed}, got {value}</source>
            <translation>pravidlo {key} musí byť jedno z: {allowed}, nie {value}</translation>
        </message>
        <message>
            <source>rule 'opening_bidder' cannot be "holder_1_0" in 42 for three: the 1-0 is not used</source>
            <translation>pravidlo 'opening_bidder' nemôže byť v hre 42 pre troch "holder_1_0": kameň 1-0 sa nepoužíva</translation>
        </message>
        <message>
            <source>rule {key} needs partners: it is not played in 42 for three</source>
            <translation>pravidlo {key} potrebuje partnerov: v hre 42 pre troch sa nehrá</translation>
        </message>
        <message>
            <source>variant must be one of {allowed}, got {value}</source>
            <translation>variant musí byť jeden z: {allowed}, nie {value}</translation>
        </message>
        <message>
            <source>unknown rule {key} for {variant} (known: {known})</source>
            <translation>neznáme pravidlo {key} pre hru {variant} (známe: {known})</translation>
        </message>
        <message>
            <source>rule {key} must be false or {fields}, got {value}</source>
            <translation>pravidlo {key} musí byť false alebo {fields}, nie {value}</translation>
        </message>
        <message>
            <source>rule {key} must be {low} or {high}, got {value}</source>
            <translation>pravidlo {key} musí byť {low} alebo {high}, nie {value}</translation>
        </message>
        <message>
            <source>rule {key} must be false, true or an object, got {value}</source>
            <translation>pravidlo {key} musí byť false, true alebo objekt, nie {value}</translation>
        </message>
        <message>
            <source>rule {key} has unknown key(s) {keys} (known: {known})</source>
            <translation>pravidlo {key} má neznáme kľúče {keys} (známe: {known})</translation>
        </message>
        <message>
            <source>bidder must be a seat from 0 to {last}, got {seat}</source>
            <translation>ponúkajúci musí byť miesto od 0 do {last}, nie {seat}</translation>
        </message>
        <message>
            <source>no seat may act: the hand is in the {phase} phase</source>
            <translation>nikto teraz nemôže hrať (fáza kola: {phase})</translation>
        </message>
        <message>
            <source>{name} is not played in this game (house rule off)</source>
            <translation>{name}: v tejto hre sa nehrá (domáce pravidlo je vypnuté)</translation>
        </message>
        <message numerus="yes">
            <source>a Plunge here is a bid of %n mark(s) ({points})</source>
            <translation>
                <numerusform>Plunge je tu ponuka za %n značku ({points})</numerusform>
                <numerusform>Plunge je tu ponuka za %n značky ({points})</numerusform>
                <numerusform>Plunge je tu ponuka za %n značiek ({points})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a Splash here is a bid of %n mark(s) ({points})</source>
            <translation>
                <numerusform>Splash je tu ponuka za %n značku ({points})</numerusform>
                <numerusform>Splash je tu ponuka za %n značky ({points})</numerusform>
                <numerusform>Splash je tu ponuka za %n značiek ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} cannot be named on a plunge</source>
            <translation>{name}: pri Plunge sa nedá určiť</translation>
        </message>
        <message>
            <source>{name} cannot be named on a splash</source>
            <translation>{name}: pri Splash sa nedá určiť</translation>
        </message>
        <message>
            <source>first shaker must be a seat from 0 to {last}</source>
            <translation>prvý miešač musí byť miesto od 0 do {last}</translation>
        </message>
        <message>
            <source>cannot deal now: the hand is in the {phase} phase</source>
            <translation>teraz sa nedá rozdávať (fáza kola: {phase})</translation>
        </message>
        <message>
            <source>a deal gives {seats} seats {size} tiles each</source>
            <translation>rozdanie dáva {seats} miestam po {size} kameňov</translation>
        </message>
        <message>
            <source>this variant deals a widow tile</source>
            <translation>v tomto variante sa rozdáva aj kameň do talónu</translation>
        </message>
        <message>
            <source>this variant has no widow</source>
            <translation>tento variant nemá talón</translation>
        </message>
        <message>
            <source>tile {tile} is not in play in {variant}</source>
            <translation>kameň {tile} sa v hre {variant} nepoužíva</translation>
        </message>
        <message>
            <source>tile {tile} is dealt twice</source>
            <translation>kameň {tile} je rozdaný dvakrát</translation>
        </message>
        <message>
            <source>the deal does not use every tile of the set</source>
            <translation>rozdanie nepoužíva všetky kamene sady</translation>
        </message>
        <message>
            <source>the next hand starts after a scored hand, not in the {phase} phase</source>
            <translation>ďalšie kolo začína po spočítaní kola, nie teraz (fáza kola: {phase})</translation>
        </message>
        <message>
            <source>{value} is not an action</source>
            <translation>{value} nie je akcia</translation>
        </message>
        <message>
            <source>a bid is a whole number, not {value}</source>
            <translation>ponuka je celé číslo, nie {value}</translation>
        </message>
        <message>
            <source>unknown special bid {value} (known: plunge, splash)</source>
            <translation>neznáma špeciálna ponuka {value} (známe: plunge, splash)</translation>
        </message>
        <message>
            <source>bid {value} is below the minimum bid of {minimum}</source>
            <translation>ponuka {value} je nižšia ako najnižšia ponuka {minimum}</translation>
        </message>
        <message>
            <source>bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42</source>
            <translation>ponuka {value} nie je platná: body sú od {minimum} do 41, značky sú násobky 42</translation>
        </message>
        <message>
            <source>mark bids above 42 are not allowed (house rule: no 84)</source>
            <translation>ponuky na značky nad 42 nie sú povolené (domáce pravidlo: bez 84)</translation>
        </message>
        <message numerus="yes">
            <source>the highest bid is %n marks ({points})</source>
            <translation>
                <numerusform>najvyššia ponuka je %n značka ({points})</numerusform>
                <numerusform>najvyššia ponuka je %n značky ({points})</numerusform>
                <numerusform>najvyššia ponuka je %n značiek ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>after a mark bid the next bid must be exactly one mark more ({points})</source>
            <translation>po ponuke na značky musí byť ďalšia ponuka presne o jednu značku vyššia ({points})</translation>
        </message>
        <message>
            <source>{seat} cannot bid now: it is the {phase} phase</source>
            <translation>{seat} teraz nemôže ponúkať (fáza kola: {phase})</translation>
        </message>
        <message>
            <source>{seat} cannot name trump now: it is the {phase} phase</source>
            <translation>{seat} teraz nemôže určiť tromf (fáza kola: {phase})</translation>
        </message>
        <message>
            <source>{seat} cannot discard now: it is the {phase} phase</source>
            <translation>{seat} teraz nemôže odložiť kameň (fáza kola: {phase})</translation>
        </message>
        <message>
            <source>{seat} cannot play a tile now: it is the {phase} phase</source>
            <translation>{seat} teraz nemôže zahrať kameň (fáza kola: {phase})</translation>
        </message>
        <message>
            <source>{seat} cannot lay down now: it is the {phase} phase</source>
            <translation>{seat} teraz nemôže vyložiť kamene (fáza kola: {phase})</translation>
        </message>
        <message>
            <source>{seat} does not hold {tile}</source>
            <translation>{seat} nemá kameň {tile}</translation>
        </message>
        <message>
            <source>{seat} must play the tile closest to 7 (holds {held})</source>
            <translation>{seat} musí zahrať kameň najbližšie k 7 (má {held})</translation>
        </message>
        <message>
            <source>{seat} must follow {suit} (holds {held})</source>
            <translation>{seat} musí priznať farbu: {suit} (má {held})</translation>
        </message>
        <message>
            <source>{seat} may not pass: everyone else passed, so the last bidder must bid {minimum}</source>
            <translation>{seat} nesmie pasovať: všetci ostatní pasovali, takže posledný hráč musí ponúknuť {minimum}</translation>
        </message>
        <message>
            <source>{seat} is forced to bid the minimum, {minimum}</source>
            <translation>{seat} musí ponúknuť minimum, {minimum}</translation>
        </message>
        <message>
            <source>a Plunge needs at least {need} doubles; {seat} holds {have}</source>
            <translation>Plunge potrebuje aspoň {need} dvojité kamene; {seat} má {have}</translation>
        </message>
        <message>
            <source>a Splash needs at least {need} doubles; {seat} holds {have}</source>
            <translation>Splash potrebuje aspoň {need} dvojité kamene; {seat} má {have}</translation>
        </message>
        <message>
            <source>{seat} cannot lay down now: only the player to lead may, before the trick</source>
            <translation>{seat} teraz nemôže vyložiť kamene: smie to len hráč, ktorý vynáša, a to pred zdvihom</translation>
        </message>
        <message>
            <source>{seat} cannot lay down: {reason}</source>
            <translation>{seat} nemôže vyložiť kamene: {reason}</translation>
        </message>
        <message>
            <source>a Moon bid is {minimum} to {tricks} tricks or {shot} (shoot the moon), not {value}</source>
            <extracomment>{tricks} is a hand's tricks (7), {shot} the bid to shoot the moon (21).</extracomment>
            <translation>ponuka v Mesiaci je {minimum} až {tricks} zdvihov alebo {shot} (ísť na Mesiac), nie {value}</translation>
        </message>
        <message>
            <source>the first mark bid of an auction is 1 or 2 marks (42 or 84)</source>
            <translation>prvá ponuka na značky v licitácii je 1 alebo 2 značky (42 alebo 84)</translation>
        </message>
        <message>
            <source>{value} is not a contract</source>
            <translation>{value} nie je platný tromf ani hra</translation>
        </message>
        <message>
            <source>{contract} cannot be named in this game of Moon</source>
            <translation>{contract}: v tejto partii Mesiaca sa nedá určiť</translation>
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points})</source>
            <translation>
                <numerusform>{name}: treba ponuku aspoň za %n značku ({points})</numerusform>
                <numerusform>{name}: treba ponuku aspoň za %n značky ({points})</numerusform>
                <numerusform>{name}: treba ponuku aspoň za %n značiek ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} is not allowed here</source>
            <translation>{contract}: tu nie je povolené</translation>
        </message>
        <message>
            <source>nothing to undo</source>
            <translation>nie je čo vrátiť späť</translation>
        </message>
        <message>
            <source>Nello is not played under these rules</source>
            <translation>Nello sa podľa týchto pravidiel nehrá</translation>
        </message>
        <message>
            <source>{value} is not a tile</source>
            <translation>{value} nie je kameň</translation>
        </message>
        <message>
            <source>bid {value} must beat the high bid of {high}</source>
            <translation>ponuka {value} musí byť vyššia ako najvyššia ponuka {high}</translation>
        </message>
        <message>
            <source>the game was already over</source>
            <translation>hra sa už skončila</translation>
        </message>
        <message>
            <source>the previous hand is not finished</source>
            <translation>predchádzajúce kolo nie je dohrané</translation>
        </message>
        <message>
            <source>the shaker should be seat {right}, not seat {wrong}</source>
            <translation>miešač má byť miesto {right}, nie miesto {wrong}</translation>
        </message>
        <message>
            <source>the hand is already over</source>
            <translation>kolo sa už skončilo</translation>
        </message>
        <message>
            <source>it is seat {right}'s turn, not seat {wrong}'s</source>
            <translation>na ťahu je miesto {right}, nie miesto {wrong}</translation>
        </message>
        <message>
            <source>a tile end must be 0-6, got {high}-{low}</source>
            <translation>polovica kameňa musí byť 0 až 6, nie {high}-{low}</translation>
        </message>
        <message>
            <source>tile ends run from 0 to 6, got {value}</source>
            <translation>polovice kameňa sú od 0 do 6, nie {value}</translation>
        </message>
        <message>
            <source>a tile is written like "6-4", got {value}</source>
            <translation>kameň sa zapisuje ako "6-4", nie {value}</translation>
        </message>
        <message>
            <source>"levels" must give each of the {n} seats an AI level ({known}) or null for a human player</source>
            <extracomment>{known} lists the AI levels ("easy", "normal", ...); null is JSON's word for "none", kept as it is.</extracomment>
            <translation>"levels" musí dať každému z {n} miest úroveň počítača ({known}) alebo null pre ľudského hráča</translation>
        </message>
        <message>
            <source>unknown AI level {value} for {seat} in "levels" (known: {known}, or null for a human player)</source>
            <extracomment>{seat} is a seat as the record's table names it ("West", "East (Cy)"); {known} lists the AI levels.</extracomment>
            <translation>neznáma úroveň počítača {value} pre {seat} v "levels" (známe: {known}, alebo null pre ľudského hráča)</translation>
        </message>
    </context>
    <context>
        <name>hints</name>
        <message numerus="yes">
            <source>%n trump(s) with the {tile}</source>
            <translation>
                <numerusform>%n tromf vrátane {tile}</numerusform>
                <numerusform>%n tromfy vrátane {tile}</numerusform>
                <numerusform>%n tromfov vrátane {tile}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trump(s)</source>
            <translation>
                <numerusform>%n tromf</numerusform>
                <numerusform>%n tromfy</numerusform>
                <numerusform>%n tromfov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n other double(s)</source>
            <translation>
                <numerusform>%n ďalší dvojitý kameň</numerusform>
                <numerusform>%n ďalšie dvojité kamene</numerusform>
                <numerusform>%n ďalších dvojitých kameňov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n double(s)</source>
            <translation>
                <numerusform>%n dvojitý kameň</numerusform>
                <numerusform>%n dvojité kamene</numerusform>
                <numerusform>%n dvojitých kameňov</numerusform>
            </translation>
        </message>
        <message>
            <source>No trumps</source>
            <translation>Žiadne tromfy</translation>
        </message>
        <message>
            <source>no trumps</source>
            <translation>žiadne tromfy</translation>
        </message>
        <message>
            <source>{hand}; the {tiles} is exposed</source>
            <extracomment>{hand} describes a hand's trumps and doubles; an exposed tile is count that may be lost.</extracomment>
            <translation>{hand}; {tiles} je nechránený</translation>
        </message>
        <message>
            <source>{hand}; the {tiles} are exposed</source>
            <translation>{hand}; {tiles} sú nechránené</translation>
        </message>
        <message>
            <source>The recommendation is the bid with the most expected marks; passing is not allowed here.</source>
            <translation>Odporúča sa ponuka s najviac očakávanými značkami; pasovať sa tu nedá.</translation>
        </message>
        <message>
            <source>The recommendation is the bid with the most expected game points; passing is not allowed here.</source>
            <translation>Odporúča sa ponuka s najviac očakávanými bodmi hry; pasovať sa tu nedá.</translation>
        </message>
        <message>
            <source>The recommendation is the choice with the most expected marks; a bid must beat passing.</source>
            <translation>Odporúča sa voľba s najviac očakávanými značkami; ponuka musí byť lepšia ako pas.</translation>
        </message>
        <message>
            <source>The recommendation is the choice with the most expected game points; a bid must beat passing.</source>
            <translation>Odporúča sa voľba s najviac očakávanými bodmi hry; ponuka musí byť lepšia ako pas.</translation>
        </message>
        <message>
            <source>{reason} {versus}</source>
            <extracomment>{reason} is the hint's reason; {versus} says why it beats the next best choice.</extracomment>
            <translation>{reason} {versus}</translation>
        </message>
        <message>
            <source>Plunge with {doubles} doubles: your partner names trump and leads, about {percent}% to take every trick.</source>
            <translation>Plunge (dvojité kamene: {doubles}): tromf určí a vynáša tvoj partner, šanca vziať každý zdvih je asi {percent} %.</translation>
        </message>
        <message>
            <source>Splash with {doubles} doubles: your partner names trump and leads, about {percent}% to take every trick.</source>
            <translation>Splash (dvojité kamene: {doubles}): tromf určí a vynáša tvoj partner, šanca vziať každý zdvih je asi {percent} %.</translation>
        </message>
        <message>
            <source>{reason} If you pass, the opponents make their {bid} about {percent}% of the time.</source>
            <extracomment>{reason} is the hint's reason; {bid} the opponents' standing bid ("30").</extracomment>
            <translation>{reason} Ak pasuješ, súperi splnia svoju ponuku {bid} asi v {percent} % prípadov.</translation>
        </message>
        <message>
            <source>Lay down: led in the right order, the recommended tile first, every tile you hold wins.</source>
            <translation>Vyložiť: zahrané v správnom poradí, odporúčaný kameň prvý, každý tvoj kameň vyhrá.</translation>
        </message>
        <message>
            <source>The recommendation is the contract most likely to make your partner's bid.</source>
            <translation>Odporúča sa hra, ktorá s najväčšou šancou splní ponuku tvojho partnera.</translation>
        </message>
        <message>
            <source>The recommendation is the contract most likely to make your bid.</source>
            <translation>Odporúča sa hra, ktorá s najväčšou šancou splní tvoju ponuku.</translation>
        </message>
        <message>
            <source>{reason} Winning or losing the game this hand counts as {points} game points in these figures.</source>
            <extracomment>{points} is the game's target ("21"), what winning or losing the game counts as in the values shown.</extracomment>
            <translation>{reason} Výhra alebo prehra hry v tomto kole sa v týchto číslach počíta ako {points} bodov hry.</translation>
        </message>
        <message>
            <source>{reason} If you pass, {seat} makes {bid} about {percent}% of the time and wins the game.</source>
            <extracomment>{seat} is the player holding the bid ("East"), {bid} its bid ("5"); making it wins that player the game.</extracomment>
            <translation>{reason} Ak pasuješ, {seat} splní svoju ponuku {bid} asi v {percent} % prípadov a vyhrá hru.</translation>
        </message>
        <message>
            <source>{reason} If you pass, {seat} makes {bid} about {percent}% of the time.</source>
            <extracomment>{seat} is the player holding the bid ("East"), {bid} its bid ("5").</extracomment>
            <translation>{reason} Ak pasuješ, {seat} splní svoju ponuku {bid} asi v {percent} % prípadov.</translation>
        </message>
        <message>
            <source>{reason} If you pass, the opponents make their {bid} about {percent}% of the time and win the game.</source>
            <extracomment>{bid} the opponents' standing bid ("30"); making it wins them the game.</extracomment>
            <translation>{reason} Ak pasuješ, súperi splnia svoju ponuku {bid} asi v {percent} % prípadov a vyhrajú hru.</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: {percent}% against {percent2}% to make.</source>
            <extracomment>{contract} and {other} are trumps ("sixes", "doubles"); the chances as the table shows them.</extracomment>
            <translation>Určiť {contract}, nie {other}: {percent} % proti {percent2} % na splnenie.</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: both about {percent}% to make, and {contract} takes more on average if the hand is played out ({value} against {value2} {unit}).</source>
            <extracomment>A tie in the chance to make: the expected value, counted as if every trick were played, decides.</extracomment>
            <translation>Určiť {contract}, nie {other}: oboje asi {percent} % na splnenie a {contract} získa v priemere viac, ak sa ruka dohrá do konca ({value} proti {value2} {unit}).</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: both about {percent}% to make, and {contract} takes more on average ({value} against {value2} {unit}).</source>
            <extracomment>A tie in the chance to make: the expected value decides ("3.1 against 2.9 tricks").</extracomment>
            <translation>Určiť {contract}, nie {other}: oboje asi {percent} % na splnenie a {contract} získa v priemere viac ({value} proti {value2} {unit}).</translation>
        </message>
        <message>
            <source>Naming {contract} or {other}: both about {percent}% to make.</source>
            <extracomment>A tie the table shows no way to break (it is broken by the chance with open hands).</extracomment>
            <translation>Určiť {contract} alebo {other}: oboje asi {percent} % na splnenie.</translation>
        </message>
        <message>
            <source>Passing, as {bid} is no better: at about {percent}% to make, it is worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <extracomment>{bid} is the bid passing ties with ("37 in aces"); {percent} its chance; {worth} what it is worth, {bar} the bar.</extracomment>
            <translation>Pas, lebo {bid} nie je lepšie: s asi {percent} % na splnenie má hodnotu {worth} očakávaných {unit} a ponuka musí mať hodnotu viac ako {bar}, aby prekonala pas.</translation>
        </message>
        <message>
            <source>Your partner's Plunge shows at least {doubles} doubles: about {percent}% to take every trick in {contract}.</source>
            <extracomment>{contract} is a trump ("follow-me"); the partner bid a Plunge, and the user names trump for it.</extracomment>
            <translation>Plunge tvojho partnera ukazuje aspoň {doubles} dvojité kamene: asi {percent} % na všetky zdvihy ({contract}).</translation>
        </message>
        <message>
            <source>Your partner's Splash shows at least {doubles} doubles: about {percent}% to take every trick in {contract}.</source>
            <extracomment>{contract} is a trump ("follow-me"); the partner bid a Splash, and the user names trump for it.</extracomment>
            <translation>Splash tvojho partnera ukazuje aspoň {doubles} dvojité kamene: asi {percent} % na všetky zdvihy ({contract}).</translation>
        </message>
        <message>
            <source>Passing beats {bid}: at about {percent}% to make, it is worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <extracomment>{bid} is the best bid ("30 in sixes"); {percent} its chance; {worth} what it is worth ("-0.12"); {bar} what a bid must be worth to beat passing.</extracomment>
            <translation>Pas je lepší ako {bid}: s asi {percent} % na splnenie má hodnotu {worth} očakávaných {unit} a ponuka musí mať hodnotu viac ako {bar}, aby prekonala pas.</translation>
        </message>
        <message>
            <source>{bid} rather than passing: worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <translation>{bid} namiesto pasu: hodnota {worth} očakávaných {unit} a ponuka musí mať hodnotu viac ako {bar}, aby prekonala pas.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: an opponent outbids {low} about {lose}% of the time, {high} about {lose2}%.</source>
            <extracomment>"36 in blanks rather than 30 in blanks: an opponent outbids 30 about 32% of the time, 36 about 23%."</extracomment>
            <translation>{bid} namiesto {other}: súper prehodí {low} asi v {lose} % prípadov, {high} asi v {lose2} %.</translation>
        </message>
        <message>
            <source>{bid} or {other}: both about {percent}% to make and worth {worth} expected {unit}.</source>
            <extracomment>A tie the reason's figures cannot break (it is broken by the chance with open hands).</extracomment>
            <translation>{bid} alebo {other}: oboje asi {percent} % na splnenie a hodnota {worth} očakávaných {unit}.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: both about {percent}% to make, worth {worth} against {worth2} expected {unit}.</source>
            <extracomment>The same chance as shown: what each is worth decides ("+19.14 against +18.89").</extracomment>
            <translation>{bid}, nie {other}: obe asi {percent} % na splnenie, s hodnotou {worth} proti {worth2} očakávaných {unit}.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: both worth {worth} expected {unit}, and {percent}% against {percent2}% to make.</source>
            <extracomment>The same worth as shown: the higher chance decides ("both worth +0.34 expected marks, and 76% against 67%").</extracomment>
            <translation>{bid}, nie {other}: obe majú hodnotu {worth} očakávaných {unit}, a {percent} % proti {percent2} % na splnenie.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: {percent}% against {percent2}% to make, worth {worth} against {worth2} expected {unit}.</source>
            <extracomment>{bid} and {other} are bid decisions ("36 in blanks"); {worth} what each is worth ("+0.41").</extracomment>
            <translation>{bid} namiesto {other}: {percent} % proti {percent2} % na splnenie, hodnota {worth} proti {worth2} očakávaných {unit}.</translation>
        </message>
        <message>
            <source>game points</source>
            <translation>bodov hry</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>značiek</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) with a five or six</source>
            <translation>
                <numerusform>%n kameň s päťkou alebo šestkou</numerusform>
                <numerusform>%n kamene s päťkou alebo šestkou</numerusform>
                <numerusform>%n kameňov s päťkou alebo šestkou</numerusform>
            </translation>
        </message>
        <message>
            <source>No tile with a five or six</source>
            <translation>Žiadny kameň s päťkou ani šestkou</translation>
        </message>
        <message>
            <source>no tile with a five or six</source>
            <translation>žiadny kameň s päťkou ani šestkou</translation>
        </message>
        <message>
            <source>{hand}, and the {doubles} (doubles high: a double is the highest of its suit)</source>
            <extracomment>{hand}: "1 tile with a five or six"; {doubles}: "0-0", "1-1 and 0-0" (a Nello played with doubles high).</extracomment>
            <translation>{hand} a {doubles} (dvojité vysoko: dvojitý kameň je najvyšší vo svojej farbe)</translation>
        </message>
        <message>
            <source>A sure laydown in {contract}: leading, you take every trick whatever the others hold.</source>
            <extracomment>{contract} is a trump ("doubles"): the hand takes every trick whatever the others hold.</extracomment>
            <translation>Istá ruka na vyloženie v {contract}: keď vynášaš, berieš každý zdvih, nech majú ostatní čokoľvek.</translation>
        </message>
        <message>
            <source>A sure laydown in {contract}: leading, you take every trick whatever the others hold, so bid it as high as the rules allow.</source>
            <extracomment>{contract} is a trump ("doubles"): the hand takes every trick whatever the others hold.</extracomment>
            <translation>Istá ruka na vyloženie v {contract}: keď vynášaš, berieš každý zdvih, nech majú ostatní čokoľvek, tak ponúkni toľko, koľko pravidlá dovolia.</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) within one pip of seven</source>
            <translation>
                <numerusform>%n kameň najviac o bodku od siedmich</numerusform>
                <numerusform>%n kamene najviac o bodku od siedmich</numerusform>
                <numerusform>%n kameňov najviac o bodku od siedmich</numerusform>
            </translation>
        </message>
        <message>
            <source>Your partner holds the bid; in {contract}, {hand}.</source>
            <extracomment>{contract} is a trump ("sixes"); {hand} describes the hand in it: "4 trumps with the 6-6 and 2 other doubles".</extracomment>
            <translation>Ponuka patrí tvojmu partnerovi; ({contract}) {hand}.</translation>
        </message>
        <message>
            <source>Pass: in {contract}, {hand}: not enough to bid.</source>
            <translation>Pas: ({contract}) {hand}: na ponuku to nestačí.</translation>
        </message>
        <message>
            <source>{hand}: about {percent}% to shoot the moon in {contract}.</source>
            <extracomment>{hand} describes the hand; {contract} a trump ("sixes"); Moon's bid of 21, to take every trick.</extracomment>
            <translation>{hand}: asi {percent} % na splnenie ponuky ísť na Mesiac ({contract}).</translation>
        </message>
        <message>
            <source>{hand}: about {percent}% to make {bid} in {contract}.</source>
            <extracomment>{hand} describes the hand; {bid} is a bid ("30", "2 marks", in Moon "5 tricks"); {contract} a trump ("sixes").</extracomment>
            <translation>{hand}: asi {percent} % na splnenie ponuky {bid} ({contract}).</translation>
        </message>
        <message>
            <source>First look: {hand}. The recommendation follows from the simulation.</source>
            <extracomment>{hand} describes the hand: "4 trumps with the 6-6 and 2 other doubles".</extracomment>
            <translation>Prvý pohľad: {hand}. Odporúčanie príde zo simulácie.</translation>
        </message>
        <message>
            <source>The {tile} may be as good: the hint's sampled deals are too few to tell the two apart.</source>
            <extracomment>{tile} is the next best tile; the hint's chances and points come from sampled deals of the hidden tiles.</extracomment>
            <translation>{tile} môže byť rovnako dobrý: vylosovaných rozdaní rady je príliš málo na to, aby ich od seba odlíšila.</translation>
        </message>
        <message>
            <source>{reason} When trump was named, {contract} was given about {percent}% for the bid of {bid}, with the best lead for each deal, on other sampled deals. The chances here are for one lead, on the deals drawn now.</source>
            <extracomment>At a Moon bidder's opening lead: why the chance trump was named with is higher than the lead's.</extracomment>
            <translation>{reason} Keď sa určoval tromf, {contract} dostal pri ponuke {bid} asi {percent} %, s najlepším vynesením pre každé rozdanie, na iných vylosovaných rozdaniach. Šance tu sú pre jedno vynesenie, na rozdaniach vylosovaných teraz.</translation>
        </message>
        <message>
            <source>{reason} When trump was named, {contract} was given about {percent}% for the bid of {bid}, less on purpose: you play without seeing the other hands. The chances here are as if every hand were seen.</source>
            <extracomment>At a Moon bidder's opening lead: why the chance differs from the one the trump hint showed.</extracomment>
            <translation>{reason} Keď sa určoval tromf, {contract} dostal pri ponuke {bid} asi {percent} %, zámerne menej: hráš bez toho, aby si videl ostatné ruky. Šance tu sú, akoby boli všetky ruky odkryté.</translation>
        </message>
        <message>
            <source>{reason} At the bid, {bid} in {contract} was given about {percent}%, with the best lead for each deal, on other sampled deals. The chances here are for one lead, on the deals drawn now.</source>
            <extracomment>At the bidder's opening lead: why the chance the bid and trump hints showed is higher than the lead's.</extracomment>
            <translation>{reason} Pri licitácii dostal {bid} ({contract}) asi {percent} %, s najlepším vynesením pre každé rozdanie, na iných vylosovaných rozdaniach. Šance tu sú pre jedno vynesenie, na rozdaniach vylosovaných teraz.</translation>
        </message>
        <message>
            <source>{reason} At the bid, {bid} in {contract} was given about {percent}%, less on purpose: you play without seeing the other hands. The chances here are as if every hand were seen.</source>
            <extracomment>At the bidder's opening lead: why the chance differs from the one the bid and trump hints showed.</extracomment>
            <translation>{reason} Pri licitácii dostal {bid} ({contract}) asi {percent} %, zámerne menej: hráš bez toho, aby si videl ostatné ruky. Šance tu sú, akoby boli všetky ruky odkryté.</translation>
        </message>
        <message>
            <source>Play {tile}: {chance}.</source>
            <extracomment>{chance} is "about 72% to make the contract".</extracomment>
            <translation>Zahraj {tile}: {chance}.</translation>
        </message>
        <message>
            <source>Play {tile}: {reason}.</source>
            <extracomment>{reason} is why, e.g. "the 5-5 is a walker: no one can beat it in fives now".</extracomment>
            <translation>Zahraj {tile}: {reason}.</translation>
        </message>
        <message>
            <source>Play {tile}: {reason}. {chance}</source>
            <extracomment>{reason} is why; {chance} a sentence of its own: "About 72% to make the contract."</extracomment>
            <translation>Zahraj {tile}: {reason}. {chance}</translation>
        </message>
        <message>
            <source>Lay away the {tile}: with {contract} trump the hand left makes your bid of {bid} about {percent}% of the time and takes {tricks} tricks on average, worth {worth} game points against the others' average ({bid_worth} for the bid, as the bid hint counts it, less {others} for the tricks left to the others), the most of your tiles.</source>
            <extracomment>{tile} is a tile ("6-4"); {bid} the bid ("5 tricks", "21 (the moon)"); {contract} a trump ("fours"); {worth} and {bid_worth} signed game points; {others} the points (unsigned) the other two score by their tricks.</extracomment>
            <translation>Odlož {tile}: s tromfom {contract} zvyšok ruky splní tvoju ponuku {bid} asi v {percent} % prípadov a vezme v priemere {tricks} zdvihov, čo má hodnotu {worth} bodov hry oproti priemeru ostatných ({bid_worth} za ponuku, ako ju počíta rada k ponuke, mínus {others} za zdvihy ponechané ostatným), najviac zo všetkých tvojich kameňov.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; of these the hand misses the {tile} least by a quick count of its tricks.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {tile} the recommended one. The quick count is a rough count of the tricks the hand takes without each tile (its trumps and doubles).</extracomment>
            <translation>{reason} Odložiť {others} má rovnakú hodnotu; z nich ruke podľa rýchleho počtu zdvihov najmenej chýba {tile}.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; by a quick count of the hand's tricks it misses the {alike} alike, and they have as many pips: any of them would do.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {alike} the recommended tile and those of {others} alike to it by the quick count of tricks and by their pips (the rules that pick one of equals): "6-1 and 5-2".</extracomment>
            <translation>{reason} Odložiť {others} má rovnakú hodnotu; podľa rýchleho počtu zdvihov ruky chýba {alike} rovnako a majú rovnako veľa bodiek: hocktorý z nich stačí.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; by a quick count of the hand's tricks it misses the {tile} as little as the {ties}, and the {tile} has fewer pips.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {ties} those of them the quick count of tricks values as the recommended {tile}, which has fewer pips than each (the rule that picks one of equals).</extracomment>
            <translation>{reason} Odložiť {others} má rovnakú hodnotu; podľa rýchleho počtu zdvihov ruke {tile} chýba tak málo ako {ties}, a {tile} má menej bodiek.</translation>
        </message>
        <message>
            <source>{reason} Next best, the {tile}: {percent}% with {contract} trump and {tricks} tricks, worth {worth}.</source>
            <extracomment>The next best tile to lay away: {tile}, its trump {contract}, its chance, tricks and worth.</extracomment>
            <translation>{reason} Druhý najlepší je {tile}: {percent} % s tromfom {contract} a {tricks} zdvihov, hodnota {worth}.</translation>
        </message>
    </context>
    <context>
        <name>lessons</name>
        <message>
            <source>Tiles, suits and trumps</source>
            <translation>Kamene, farby a tromfy</translation>
        </message>
        <message>
            <source>The 28 tiles, the seven suits, following suit and the count.</source>
            <translation>28 kameňov, sedem farieb, priznávanie farby a bodové kamene.</translation>
        </message>
        <message>
            <source>Everyone bids once. SHAKE on your plate means you shook (dealt) the tiles this hand, so you bid last. West bid 30: his side promises to take at least 30 of the 42 points (the 1 mark and 2 marks bids promise all 42: lesson 6). Your partner and East passed. Your hand has no long suit (many tiles of one suit, to make trumps), so pass.</source>
            <translation>Každý ponúka raz. MIEŠA na tvojej menovke znamená, že v tomto kole si miešal (rozdával) ty, takže ponúkaš posledný. Západ ponúkol 30: jeho tím sľubuje, že získa aspoň 30 zo 42 bodov (ponuky 1 značka a 2 značky sľubujú všetkých 42: lekcia 6). Tvoj partner a Východ pasovali. Nemáš žiadnu dlhú farbu (veľa kameňov jednej farby, na tromfy), takže pasuj.</translation>
        </message>
        <message>
            <source>In this lesson you pass: press Pass in the bid panel.</source>
            <translation>V tejto lekcii pasuješ: stlač Pas na paneli ponúk.</translation>
        </message>
        <message>
            <source>West named fours. Every tile with a four is now a trump and belongs to the trump suit only: your 5-4 and 4-1 are trumps, not a five and an ace.</source>
            <translation>Západ určil štvorky. Každý kameň so štvorkou je teraz tromf a patrí len do tromfovej farby: tvoje 5-4 a 4-1 sú tromfy, nie päťka a jednotka.</translation>
        </message>
        <message>
            <source>The 4-1 is a count tile, worth 5 points, and West's 4-4 wins this trick: you would hand them 5 points. Play the 5-4.</source>
            <translation>Kameň 4-1 je bodový kameň za 5 bodov a tento zdvih vyhrá 4-4 Západu: dáš súperom 5 bodov. Zahraj 5-4.</translation>
        </message>
        <message>
            <source>That is the count: five tiles carry points. The 5-5 and 6-4 are worth 10 each, the 5-0, 4-1 and 3-2 are worth 5 each. With 1 point for each of the seven tricks that makes 42, the game's name. Lesson complete!</source>
            <translation>To sú bodové kamene: päť kameňov má hodnotu bodov. 5-5 a 6-4 majú po 10 bodov, 5-0, 4-1 a 3-2 po 5 bodov. S 1 bodom za každý zo siedmich zdvihov je to spolu 42, odtiaľ má hra meno. Lekcia je hotová!</translation>
        </message>
        <message>
            <source>Winning the count</source>
            <translation>Získavanie bodových kameňov</translation>
        </message>
        <message>
            <source>Catch count on the tricks your side wins, and watch the hand's points add up on the board.</source>
            <translation>Zbieraj bodové kamene do zdvihov, ktoré vyhrá tvoj tím, a sleduj, ako na tabuli pribúdajú body tohto kola.</translation>
        </message>
        <message>
            <source>Your partner bid 30: your side promises to take at least 30 of the 42 points. East passed. Let your partner play this hand: pass.</source>
            <translation>Tvoj partner ponúkol 30: tvoj tím sľubuje, že získa aspoň 30 zo 42 bodov. Východ pasoval. Nechaj toto kolo hrať partnera: pasuj.</translation>
        </message>
        <message>
            <source>In this lesson your partner plays the hand: press Pass in the bid panel.</source>
            <translation>V tejto lekcii hrá kolo tvoj partner: stlač Pas na paneli ponúk.</translation>
        </message>
        <message>
            <source>Your partner named sixes and led the 6-6, the highest trump: it wins this trick whatever anyone plays. Everyone must follow trumps, and your only six is the 6-2. Play it.</source>
            <translation>Tvoj partner určil šestky a vyniesol 6-6, najvyšší tromf: tento zdvih vyhrá, nech ostatní zahrajú čokoľvek. Každý musí priznať tromfy a tvoja jediná šestka je 6-2. Zahraj ju.</translation>
        </message>
        <message>
            <source>Sixes were led and you hold a six: you must follow with the 6-2.</source>
            <translation>Vynášajú sa šestky a ty máš šestku: musíš priznať farbu kameňom 6-2.</translation>
        </message>
        <message>
            <source>West had to follow trumps too, and his only six was the 6-4. Your partner's 6-6 caught it: 10 points of count plus 1 for the trick. Look at This hand on the board at the top right: Us 11.</source>
            <translation>Aj Západ musel priznať tromfy a jeho jediná šestka bola 6-4. Partnerov kameň 6-6 ju zobral: 10 bodov za bodový kameň a 1 za zdvih. Pozri sa na tabuľu Toto kolo vpravo hore: My 11.</translation>
        </message>
        <message>
            <source>Your partner leads the 6-5. With the 6-6 gone it is the highest trump, so this trick is sure to be your side's. You have no sixes left, so you may play any tile. Give your partner the 4-1: its 5 points are safe on a trick your side wins.</source>
            <translation>Tvoj partner vynáša 6-5. Keď je 6-6 preč, je to najvyšší tromf, takže tento zdvih istotne získa tvoj tím. Šestky ti už nezostali, takže môžeš zahrať akýkoľvek kameň. Daj partnerovi 4-1: jeho 5 bodov je v bezpečí v zdvihu, ktorý vyhrá tvoj tím.</translation>
        </message>
        <message>
            <source>This trick is sure to be your side's, so put count on it: play the 4-1, worth 5. Keep the 5-5, the highest five, to win a trick of its own.</source>
            <translation>Tento zdvih istotne získa tvoj tím, tak doň pridaj bodový kameň: zahraj 4-1 za 5 bodov. Kameň 5-5, najvyššiu päťku, si nechaj, nech vyhrá vlastný zdvih.</translation>
        </message>
        <message>
            <source>Your partner led the 5-1, so fives are led, and East's 5-4 beats your 5-2. But your 5-5 is the highest five. East and West had no sixes on the last trump lead, so they have no trumps left: nobody can beat the 5-5. Play it.</source>
            <translation>Tvoj partner vyniesol 5-1, takže sa vynášajú päťky, a kameň 5-4 Východu prebíja tvoj 5-2. Tvoj 5-5 je však najvyššia päťka. Východ a Západ pri poslednom vynášaní tromfu nemali šestky, takže už nemajú žiadne tromfy: 5-5 nikto neprebije. Zahraj ho.</translation>
        </message>
        <message>
            <source>East's 5-4 beats your 5-2. Play the 5-5: the highest five wins this trick and keeps its 10 points for your side.</source>
            <translation>Kameň 5-4 Východu prebíja tvoj 5-2. Zahraj 5-5: najvyššia päťka vyhrá tento zdvih a jej 10 bodov zostane tvojmu tímu.</translation>
        </message>
        <message>
            <source>Following suit and trumping</source>
            <translation>Priznávanie farby a tromfovanie</translation>
        </message>
        <message>
            <source>Trump a suit you cannot follow to win the trick; throw off a low tile when a trump cannot win.</source>
            <translation>Keď nemôžeš priznať farbu, vyhraj zdvih tromfom; keď tromf vyhrať nemôže, zhoď nízky kameň.</translation>
        </message>
        <message>
            <source>This lesson is about following suit. You must play a tile of the suit that was led if you can. When you cannot, you may play any tile: a trump, which beats every tile of the other suits, or any other tile. East bids first this hand.</source>
            <translation>Táto lekcia je o priznávaní farby. Ak môžeš, musíš zahrať kameň vynesenej farby. Keď nemôžeš, smieš zahrať akýkoľvek kameň: tromf, ktorý prebije každý kameň ostatných farieb, alebo hocijaký iný kameň. V tomto kole ponúka prvý Východ.</translation>
        </message>
        <message>
            <source>East passed. Your tiles are low, and your only double is the 1-1: pass.</source>
            <translation>Východ pasoval. Tvoje kamene sú nízke a jediný dvojitý kameň, ktorý máš, je 1-1: pasuj.</translation>
        </message>
        <message>
            <source>You won the trick, so you lead the next one. Lead the 1-1: it is the highest ace, and only a trump can beat it.</source>
            <translation>Zdvih je tvoj, takže vynášaš do ďalšieho. Vynes 1-1: je to najvyššia jednotka a prebiť ju môže len tromf.</translation>
        </message>
        <message>
            <source>In this lesson, lead the 1-1. Keep your last trump, the 4-2, for later, and do not lead the 3-2: it is worth 5 points.</source>
            <translation>V tejto lekcii vynes 1-1. Posledný tromf, 4-2, si nechaj na neskôr a nevynášaj 3-2: má hodnotu 5 bodov.</translation>
        </message>
        <message>
            <source>West had no aces, so he trumped your 1-1 with the 4-3 and won. Anyone who cannot follow suit may trump. West leads again.</source>
            <translation>Západ nemal jednotky, takže tvoj 1-1 pretromfoval kameňom 4-3 a vyhral. Kto nemôže priznať farbu, smie tromfovať. Západ vynáša znova.</translation>
        </message>
        <message>
            <source>West led the 5-2, and East, with no fives, trumped with the 6-4. You have no fives either. You may trump, but your 4-2 is lower than the 6-4 and would be wasted. You never have to trump: throw off a low tile worth nothing, the 2-0. Never the 3-2 here: it is worth 5 points.</source>
            <translation>Západ vyniesol 5-2 a Východ, ktorý nemal päťky, tromfoval kameňom 6-4. Ani ty nemáš päťky. Tromfovať môžeš, ale tvoj 4-2 je nižší ako 6-4 a vyšiel by nazmar. Tromfovať nikdy nemusíš: zhoď nízky kameň bez bodov, 2-0. Tu nikdy nie 3-2: má hodnotu 5 bodov.</translation>
        </message>
        <message>
            <source>East's 6-4 beats your 4-2, so trumping only wastes it, and the 3-2 would hand them 5 more points. Throw off the 2-0, your lowest tile.</source>
            <translation>Kameň 6-4 Východu prebije tvoj 4-2, takže tromfovaním ho len premrháš, a 3-2 by súperom dal ďalších 5 bodov. Zhoď 2-0, svoj najnižší kameň.</translation>
        </message>
        <message>
            <source>The 3-1 is worth nothing either, so it would give away nothing too. In this lesson, throw off the 2-0, your lowest tile.</source>
            <translation>Ani 3-1 nemá žiadnu hodnotu, takže by tiež nič nedaroval. V tejto lekcii zhoď 2-0, tvoj najnižší kameň.</translation>
        </message>
        <message>
            <source>The 2-1 is worth nothing either, so it would give away nothing too. In this lesson, throw off the 2-0, your lowest tile.</source>
            <translation>Ani 2-1 nemá žiadnu hodnotu, takže by tiež nič nedaroval. V tejto lekcii zhoď 2-0, tvoj najnižší kameň.</translation>
        </message>
        <message>
            <source>East's 6-4 took the trick, but you gave away nothing. Follow suit when you can. When you cannot, trump to win the trick, or throw off a low tile when a trump cannot win. Lesson complete!</source>
            <translation>Zdvih zobral 6-4 Východu, ale súperi od teba nedostali nič. Keď môžeš, priznaj farbu. Keď nemôžeš, vyhraj zdvih tromfom, alebo zhoď nízky kameň, keď tromf vyhrať nemôže. Lekcia je hotová!</translation>
        </message>
        <message>
            <source>Doubles as trump, and follow-me</source>
            <translation>Dvojité kamene ako tromf a nasleduj ma</translation>
        </message>
        <message>
            <source>When doubles are trump, a double led leads doubles and the 6-6 is highest; follow-me has no trump at all.</source>
            <translation>Keď sú tromfom dvojité kamene, vynesený dvojitý kameň vynáša dvojité kamene a najvyšší je 6-6; nasleduj ma nemá tromfy vôbec.</translation>
        </message>
        <message>
            <source>Trump does not have to be a number suit. The bidder may name doubles as trump, or play follow-me, with no trump at all. This hand your partner names doubles. West bids first.</source>
            <translation>Tromfom nemusí byť farba niektorého čísla. Ponúkajúci môže ako tromf určiť dvojité kamene alebo hrať nasleduj ma, úplne bez tromfov. V tomto kole určí tvoj partner dvojité kamene. Prvý ponúka Západ.</translation>
        </message>
        <message>
            <source>Your partner named doubles. The seven doubles are now the trump suit, from the 6-6, the highest, down to the 0-0. No other tile is a trump: your 6-4 is just a six and a four.</source>
            <translation>Tvoj partner určil dvojité kamene. Sedem dvojitých kameňov je teraz tromfová farba, od najvyššieho 6-6 po 0-0. Žiadny iný kameň nie je tromf: tvoj 6-4 je obyčajná šestka a štvorka.</translation>
        </message>
        <message>
            <source>Your partner led the 6-6. A double led leads doubles, the trump suit, not sixes. You must play a double if you have one, and your only double is the 1-1: play it. Your 6-4 and 6-1 are sixes, so they do not follow.</source>
            <translation>Tvoj partner vyniesol 6-6. Vynesený dvojitý kameň vynáša dvojité kamene, teda tromfovú farbu, nie šestky. Ak máš dvojitý kameň, musíš ho zahrať, a tvoj jediný je 1-1: zahraj ho. Tvoje 6-4 a 6-1 sú šestky, takže farbu nepriznávajú.</translation>
        </message>
        <message>
            <source>A double led leads doubles, not sixes. You hold a double, the 1-1, so you must play it.</source>
            <translation>Vynesený dvojitý kameň vynáša dvojité kamene, nie šestky. Máš dvojitý kameň 1-1, takže ho musíš zahrať.</translation>
        </message>
        <message>
            <source>The 6-6, 2-2, 1-1 and 0-0 are gone, so your partner's 5-5 is now the highest trump: it wins this trick. You have no doubles left, so you may play any tile. Put your 6-4 on it: 10 more points for your side.</source>
            <translation>Kamene 6-6, 2-2, 1-1 a 0-0 sú preč, takže partnerov 5-5 je teraz najvyšší tromf: tento zdvih vyhrá. Dvojité kamene ti už nezostali, takže môžeš zahrať akýkoľvek kameň. Pridaj k nemu svoj 6-4: ďalších 10 bodov pre tvoj tím.</translation>
        </message>
        <message>
            <source>The 5-5 is the highest trump left and wins this trick, so give it count: your 6-4 is worth 10 points.</source>
            <translation>5-5 je najvyšší zostávajúci tromf a vyhrá tento zdvih, tak doň pridaj bodový kameň: tvoj 6-4 má hodnotu 10 bodov.</translation>
        </message>
        <message>
            <source>Bidding and pulling trumps</source>
            <translation>Licitácia a ťahanie tromfov</translation>
        </message>
        <message>
            <source>Bid on a long suit with its double, name it as trump and lead trumps first.</source>
            <translation>Ponúkaj na dlhú farbu s jej dvojitým kameňom, urči ju ako tromf a najprv vynášaj tromfy.</translation>
        </message>
        <message>
            <source>A hand to bid on has a long suit with its double: those tiles win tricks as trumps. Look at yours: five sixes with the 6-6, and the 5-5. Your partner bids first this hand.</source>
            <translation>Ruka, na ktorú sa oplatí ponúkať, má dlhú farbu aj s jej dvojitým kameňom: tieto kamene ako tromfy vyhrávajú zdvihy. Pozri sa na svoju: päť šestiek so 6-6 a k tomu 5-5. V tomto kole ponúka prvý tvoj partner.</translation>
        </message>
        <message>
            <source>Your partner passed and East bid 30. To win the bid you must bid more than the high bid. Your five sixes, with the double, should win most of the tricks: bid 31, one more than East.</source>
            <translation>Tvoj partner pasoval a Východ ponúkol 30. Na výhru v licitácii musíš ponúknuť viac, ako je najvyššia ponuka. Tvojich päť šestiek aj s dvojitým kameňom by malo vyhrať väčšinu zdvihov: ponúkni 31, o jeden viac ako Východ.</translation>
        </message>
        <message>
            <source>West passed, so you won the bid at 31: your side must take at least 31 points. Now name trump: sixes, your long suit.</source>
            <translation>Západ pasoval, takže licitáciu vyhrávaš s ponukou 31: tvoj tím musí získať aspoň 31 bodov. Teraz urči tromf: šestky, tvoju dlhú farbu.</translation>
        </message>
        <message>
            <source>Name sixes: you hold five of the seven sixes, with the 6-6 on top. No other choice gives you nearly as many trumps.</source>
            <translation>Urči šestky: máš päť zo siedmich šestiek a navrchu 6-6. Žiadna iná voľba ti nedá ani zďaleka toľko tromfov.</translation>
        </message>
        <message>
            <source>The bid winner leads. Pull trumps first: lead the 6-6, the highest trump. It cannot lose, and every trump it draws is one your opponents cannot use later to trump your 5-5.</source>
            <translation>Víťaz licitácie vynáša. Najprv vytiahni tromfy: vynes 6-6, najvyšší tromf. Nemôže prehrať a každý tromf, ktorý vytiahne, už súperi nebudú môcť neskôr použiť na pretromfovanie tvojho 5-5.</translation>
        </message>
        <message>
            <source>Lead the 6-6: it is the highest trump and cannot lose, and it pulls trumps out of your opponents' hands.</source>
            <translation>Vynes 6-6: je to najvyšší tromf, nemôže prehrať a vytiahne tromfy z rúk súperov.</translation>
        </message>
        <message>
            <source>West followed with the 6-0, and your partner, with no sixes, gave you the 5-0 for 5 points. Count the sixes: two are played and you hold four, so one is missing, the 6-3. Your partner and East have no sixes, so West has it. Lead the 6-5, now the highest trump.</source>
            <translation>Západ priznal kameňom 6-0 a tvoj partner, ktorý nemal šestky, ti pridal 5-0 za 5 bodov. Spočítaj šestky: dve sú zahrané a štyri máš ty, takže jedna chýba, 6-3. Tvoj partner ani Východ šestky nemajú, takže ju má Západ. Vynes 6-5, teraz najvyšší tromf.</translation>
        </message>
        <message>
            <source>Keep pulling trumps: lead the 6-5, the highest trump left. West still holds a six and could trump your 5-5.</source>
            <translation>Ťahaj tromfy ďalej: vynes 6-5, najvyšší zostávajúci tromf. Západ má ešte šestku a mohol by tvoj 5-5 pretromfovať.</translation>
        </message>
        <message>
            <source>The 6-4 would beat West's 6-3 too. In this lesson, pull trumps from the top: lead the 6-5, the highest trump left.</source>
            <translation>Aj 6-4 by prebil 6-3 Západu. V tejto lekcii ťahaj tromfy zhora: vynes 6-5, najvyšší zostávajúci tromf.</translation>
        </message>
        <message>
            <source>West's 6-3 fell. All seven sixes are accounted for: four played, three in your hand. Nobody else has a trump, so your 5-5, the highest five, cannot lose. Lead it.</source>
            <translation>Kameň 6-3 Západu padol. Všetkých sedem šestiek je známych: štyri sú zahrané, tri máš v ruke. Nikto iný nemá tromf, takže tvoj 5-5, najvyššia päťka, nemôže prehrať. Vynes ho.</translation>
        </message>
        <message>
            <source>Lead the 5-5: with the trumps pulled it is sure to win, and its 10 points stay with your side.</source>
            <translation>Vynes 5-5: tromfy sú vytiahnuté, takže istotne vyhrá a jeho 10 bodov zostane tvojmu tímu.</translation>
        </message>
        <message>
            <source>Your 5-5 won 11 points: Us 18 so far, and your last three trumps are still to come. That is how to play a bid: name your long suit, pull trumps, then cash your other winners. Lesson complete!</source>
            <translation>Tvoj 5-5 získal 11 bodov: zatiaľ My 18 a tvoje posledné tri tromfy ešte len prídu na rad. Takto sa hrá ponuka: urči svoju dlhú farbu, vytiahni tromfy a potom zober zdvihy ostatnými istými kameňmi. Lekcia je hotová!</translation>
        </message>
        <message>
            <source>Mark bids: 84</source>
            <translation>Ponuky na značky: 84</translation>
        </message>
        <message>
            <source>Bid 84 for 2 marks on a hand that takes every trick; won tricks are stacked face down.</source>
            <translation>S rukou, ktorá vezme každý zdvih, ponúkni 84 za 2 značky; vyhrané zdvihy sa ukladajú lícom nadol.</translation>
        </message>
        <message>
            <source>You bid first, and what a hand: the five highest sixes, from the 6-6 to the 6-2, with the 5-5 and the 4-4. It can take every trick. A mark bid promises all 42 points, that is all seven tricks: 42 is worth 1 mark and 84 is worth 2. Bid 84 (2 marks).</source>
            <translation>Licitácia začína tebou a máš výbornú ruku: päť najvyšších šestiek, od 6-6 po 6-2, a k tomu 5-5 a 4-4. Môže vziať každý zdvih. Ponuka na značky sľubuje všetkých 42 bodov, teda všetkých sedem zdvihov: 42 je za 1 značku a 84 za 2. Ponúkni 84 (2 značky).</translation>
        </message>
        <message>
            <source>This hand can take every trick, so bid 84 for 2 marks. A point bid or 42 wins only 1 mark.</source>
            <translation>Táto ruka môže vziať každý zdvih, takže ponúkni 84 za 2 značky. Bodová ponuka alebo 42 prinesie len 1 značku.</translation>
        </message>
        <message>
            <source>Everyone passed: you play for 2 marks. Lose a single trick and you are set, and your opponents score the 2 marks. Name sixes.</source>
            <translation>Všetci pasovali: hráš o 2 značky. Ak stratíš jediný zdvih, prepadneš a 2 značky získajú súperi. Urči šestky.</translation>
        </message>
        <message>
            <source>Name sixes: your five sixes are the five highest trumps.</source>
            <translation>Urči šestky: tvojich päť šestiek je päť najvyšších tromfov.</translation>
        </message>
        <message>
            <source>Pull trumps first: lead the 6-6. Two sixes are out against you, the 6-1 and the 6-0.</source>
            <translation>Najprv vytiahni tromfy: vynes 6-6. Proti tebe sú vonku dve šestky, 6-1 a 6-0.</translation>
        </message>
        <message>
            <source>Lead the 6-6, the highest trump. If you lead the 5-5 first, a player with no fives could trump it and set you.</source>
            <translation>Vynes 6-6, najvyšší tromf. Ak najprv vynesieš 5-5, hráč bez päťiek ho môže pretromfovať a ponuka prepadne.</translation>
        </message>
        <message>
            <source>The 6-5 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Aj 6-5 by tento zdvih vyhral: 6-1 a 6-0 sú nižšie. V tejto lekcii ťahaj tromfy zhora: vynes 6-6.</translation>
        </message>
        <message>
            <source>The 6-4 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Aj 6-4 by tento zdvih vyhral: 6-1 a 6-0 sú nižšie. V tejto lekcii ťahaj tromfy zhora: vynes 6-6.</translation>
        </message>
        <message>
            <source>The 6-3 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Aj 6-3 by tento zdvih vyhral: 6-1 a 6-0 sú nižšie. V tejto lekcii ťahaj tromfy zhora: vynes 6-6.</translation>
        </message>
        <message>
            <source>The 6-2 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Aj 6-2 by tento zdvih vyhral: 6-1 a 6-0 sú nižšie. V tejto lekcii ťahaj tromfy zhora: vynes 6-6.</translation>
        </message>
        <message>
            <source>Lead the 6-6, the highest trump. If you lead the 4-4 first, a player with no fours could trump it and set you.</source>
            <translation>Vynes 6-6, najvyšší tromf. Ak najprv vynesieš 4-4, hráč bez štvoriek ho môže pretromfovať a ponuka prepadne.</translation>
        </message>
        <message>
            <source>West and East followed with the 6-1 and the 6-0, so nobody else has a trump. On a bid of 84 or more, won tricks are stacked face down (a house rule): you cannot look back at them, so remember what was played. Now your 5-5 cannot be trumped: lead it.</source>
            <translation>Západ a Východ priznali kameňmi 6-1 a 6-0, takže nikto iný už tromf nemá. Pri ponuke 84 a viac sa vyhrané zdvihy ukladajú lícom nadol (domáce pravidlo): spätne sa na ne pozrieť nemôžeš, takže si pamätaj, čo sa zahralo. Teraz sa tvoj 5-5 nedá pretromfovať: vynes ho.</translation>
        </message>
        <message>
            <source>In this lesson, lead the 5-5: with the trumps out it is sure to win. Your trumps win whenever you lead them, so cash the other winners first.</source>
            <translation>V tejto lekcii vynes 5-5: tromfy sú vytiahnuté, takže istotne vyhrá. Tvoje tromfy vyhrajú, kedykoľvek ich vynesieš, preto najprv zober zdvihy ostatnými istými kameňmi.</translation>
        </message>
        <message>
            <source>Your partner added the 5-0 to your 5-5. Lead the 4-4 next: it is the highest four, and nobody can trump it.</source>
            <translation>Tvoj partner pridal k tvojmu 5-5 kameň 5-0. Potom vynes 4-4: je to najvyššia štvorka a nikto ju nemôže pretromfovať.</translation>
        </message>
        <message>
            <source>Lead the 4-4: it is the highest four and nobody can trump it. Keep your trumps for last.</source>
            <translation>Vynes 4-4: je to najvyššia štvorka a nikto ju nemôže pretromfovať. Tromfy si nechaj na koniec.</translation>
        </message>
        <message>
            <source>Your last four tiles are trumps, and nobody else holds one: the rest of the tricks are yours, whatever anyone plays. When every tile you hold is sure to win, you need not play the tricks out: lay your hand down and they are yours. Press Lay down (D).</source>
            <translation>Tvoje posledné štyri kamene sú tromfy a nikto iný už tromf nemá: zvyšné zdvihy sú tvoje, nech ostatní zahrajú čokoľvek. Keď každý tvoj kameň určite vyhrá, zdvihy nemusíš dohrávať: vylož kamene a zdvihy sú tvoje. Stlač Vyložiť (D).</translation>
        </message>
        <message>
            <source>Lay your hand down: press Lay down (D). Your trumps would win the last four tricks anyway; laying down shows the table that they must.</source>
            <translation>Vylož kamene: stlač Vyložiť (D). Tvoje tromfy by posledné štyri zdvihy aj tak vyhrali; vyložením ukážeš stolu, že inak to ani nejde.</translation>
        </message>
        <message>
            <source>The shaker and the forced bid</source>
            <translation>Miešač a povinná ponuka</translation>
        </message>
        <message>
            <source>The shaker bids last and the shake passes to the left; if everyone else passes, the shaker must bid 30.</source>
            <translation>Miešač ponúka posledný a miešanie prechádza doľava; ak všetci ostatní pasujú, miešač musí ponúknuť 30.</translation>
        </message>
        <message>
            <source>This hand you are the shaker: you shook the tiles, and you bid last. The bidding starts on your left, with West. After every hand the shake passes to the left, so West shakes the next one.</source>
            <translation>V tomto kole si miešač: kamene miešaš ty a ponúkaš až na konci. Licitácia začína vľavo od teba, Západom. Po každom kole prechádza miešanie doľava, takže ďalšie kolo mieša Západ.</translation>
        </message>
        <message>
            <source>West, your partner and East all passed. Under the default house rule the last player must bid: you may not pass, and you bid the minimum, 30. (With the other house rule the tiles would be shaken again.) Bid 30.</source>
            <translation>Západ, tvoj partner aj Východ pasovali. Podľa predvoleného domáceho pravidla musí posledný hráč ponúknuť: nesmieš pasovať a ponúkaš minimum, 30. (Pri druhom domácom pravidle by sa kamene znova zamiešali.) Ponúkni 30.</translation>
        </message>
        <message>
            <source>Everyone else passed, so you must bid: press 30 in the bid panel.</source>
            <translation>Všetci ostatní pasovali, takže musíš ponúknuť: stlač 30 na paneli ponúk.</translation>
        </message>
        <message>
            <source>A forced bid is played like any other: your side needs 30 points. Name your best suit. Your three fives, topped by the 5-5, are the best you have: name fives.</source>
            <translation>Povinná ponuka sa hrá ako každá iná: tvoj tím potrebuje 30 bodov. Urči svoju najlepšiu farbu. Tvoje tri päťky s 5-5 navrchu sú to najlepšie, čo máš: urči päťky.</translation>
        </message>
        <message>
            <source>Name fives: the 5-5, 5-3 and 5-1 give you three trumps with the double on top.</source>
            <translation>Urči päťky: 5-5, 5-3 a 5-1 ti dajú tri tromfy s dvojitým kameňom navrchu.</translation>
        </message>
        <message>
            <source>Lead the 5-5, the highest trump: it cannot lose, and it pulls trumps from your opponents.</source>
            <translation>Vynes 5-5, najvyšší tromf: nemôže prehrať a vytiahne súperom tromfy.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it is the highest trump and sure to win. A lower trump could lose the trick.</source>
            <translation>Vynes 5-5: je to najvyšší tromf a istotne vyhrá. Nižší tromf by zdvih mohol prehrať.</translation>
        </message>
        <message>
            <source>Your partner added the 5-0, so your 5-5 won 16 points: a good start on a forced bid. Next hand West shakes and your partner bids first. Lesson complete!</source>
            <translation>Tvoj partner pridal 5-0, takže tvoj 5-5 získal 16 bodov: dobrý začiatok povinnej ponuky. V ďalšom kole mieša Západ a prvý ponúka tvoj partner. Lekcia je hotová!</translation>
        </message>
        <message>
            <source>Your first whole hand</source>
            <translation>Tvoje prvé celé kolo</translation>
        </message>
        <message>
            <source>A whole hand from the bid to the last trick, with hints on.</source>
            <translation>Celé kolo od ponuky po posledný zdvih, so zapnutými radami.</translation>
        </message>
        <message>
            <source>The 6-5 cannot lose either: the only higher trump, the 5-5, is yours. In this lesson, pull trumps from the top: lead the 5-5.</source>
            <translation>Ani 6-5 nemôže prehrať: jediný vyšší tromf, 5-5, je tvoj. V tejto lekcii ťahaj tromfy zhora: vynes 5-5.</translation>
        </message>
        <message>
            <source>The 5-2 would draw West's 5-3 just as well: it is your other low trump. In this lesson, lead the 5-1 and keep the 5-2 for the last trick.</source>
            <translation>Aj 5-2 by rovnako vytiahol 5-3 Západu: je to tvoj druhý nízky tromf. V tejto lekcii vynes 5-1 a 5-2 si nechaj na posledný zdvih.</translation>
        </message>
        <message>
            <source>Your partner added the 4-1 to your last trick: Us 35, so you made your bid and your side scores 1 mark. In your own games, press H for a hint, L to look back at the tricks played and R to review the last hand. Lesson complete!</source>
            <translation>Tvoj partner pridal do tvojho posledného zdvihu 4-1: My 35, takže ponuka je splnená a tvoj tím získava 1 značku. Vo svojich hrách stlač H pre radu, L na pohľad späť na odohrané zdvihy a R pre rozbor posledného kola. Lekcia je hotová!</translation>
        </message>
        <message>
            <source>You won the bid, so you picked up the widow, the spare tile: the 6-3, a fifth six. Now you hold eight tiles and lay one away, face down and out of play: the others never see it, and the table shows it to you at the top. Lay away the 2-1: it will not win a trick.</source>
            <translation>Licitáciu vyhrávaš, takže si berieš talón, kameň navyše: 6-3, piatu šestku. Teraz máš osem kameňov a jeden odložíš lícom nadol mimo hry: ostatní ho nikdy neuvidia a stôl ti ho ukazuje hore. Odlož 2-1: zdvih nevyhrá.</translation>
        </message>
        <message>
            <source>East bid 30. With four doubles or more you may plunge: a bid of 4 marks (or one mark more than a higher bid). Your partner names trump and leads, and your side must win all seven tricks. Splash is the smaller version: with three doubles, 2 marks. Press Plunge (4).</source>
            <translation>Východ ponúkol 30. So štyrmi a viac dvojitými kameňmi môžeš hrať Plunge: ponuka 4 značky (alebo o jednu značku viac ako vyššia ponuka). Tromf určí a vynáša tvoj partner a tvoj tím musí vyhrať všetkých sedem zdvihov. Splash je menšia verzia: s tromi dvojitými kameňmi za 2 značky. Stlač Plunge (4).</translation>
        </message>
        <message>
            <source>Bid 30: four trumps with the double are enough for the lowest bid. A higher bid is harder to make.</source>
            <translation>Ponúkni 30: štyri tromfy s dvojitým kameňom stačia na najnižšiu ponuku. Vyššiu ponuku je ťažšie splniť.</translation>
        </message>
        <message>
            <source>Welcome to the table. Your seven tiles are at the bottom; your partner sits opposite you, West and East against you. There are seven suits: blanks (0), aces (1), deuces (2), treys (3), fours, fives and sixes. A tile belongs to both of its numbers: your 6-0 is a six and a blank. In each suit the double is the highest tile.</source>
            <translation>Vitaj pri stole. Tvojich sedem kameňov je dole; tvoj partner sedí oproti tebe a Západ a Východ hrajú proti tebe. Farieb je sedem: nuly (0), jednotky (1), dvojky (2), trojky (3), štvorky, päťky a šestky. Kameň patrí k obom svojim číslam: tvoj 6-0 je šestka a zároveň nula. V každej farbe je najvyšší dvojitý kameň.</translation>
        </message>
        <message>
            <source>West won the bidding, so he names trump and leads the first trick. A trick is one tile from each player in turn; the best tile takes them all.</source>
            <translation>Západ vyhral licitáciu, takže určí tromf a vynáša do prvého zdvihu. Zdvih je po jednom kameni od každého hráča v poradí; najlepší kameň berie všetky.</translation>
        </message>
        <message>
            <source>West led the 4-4, a trump, so everyone must play a trump if they can. The 4-4 is the highest four, so West wins this trick, and East, his partner, put his 6-4 on it: 10 points for their side. You hold two trumps. The 4-1 is worth 5 points: keep it away from West and play the 5-4.</source>
            <translation>Západ vyniesol 4-4, tromf, takže každý musí zahrať tromf, ak môže. 4-4 je najvyššia štvorka, takže tento zdvih vyhrá Západ, a Východ, jeho partner, naň pridal svoj kameň 6-4: 10 bodov pre ich tím. Máš dva tromfy. Kameň 4-1 má hodnotu 5 bodov: nedaj ho Západovi a zahraj 5-4.</translation>
        </message>
        <message>
            <source>This lesson is about the count. Five tiles are worth points to the side that wins them: the 5-5 and 6-4 are worth 10, the 5-0, 4-1 and 3-2 are worth 5. Every trick adds 1 point. You hold two count tiles, the 5-5 and the 4-1. Your partner bids first this hand.</source>
            <translation>Táto lekcia je o bodových kameňoch. Päť kameňov dáva body tímu, ktorý ich získa: 5-5 a 6-4 majú hodnotu 10, 5-0, 4-1 a 3-2 hodnotu 5. Každý zdvih pridá 1 bod. Máš dva bodové kamene, 5-5 a 4-1. Tvoj partner v tomto kole ponúka prvý.</translation>
        </message>
        <message>
            <source>West had to follow fives with the 5-0, so your 5-5 caught 16 points. This hand: Us 33, more than the 30 your partner bid. Your side made it, the hand stops here, and you score 1 mark, the stroke on the board (7 marks win the game). Put count on tricks your side will win, and keep it away from the other side. Lesson complete!</source>
            <translation>Západ musel priznať päťky kameňom 5-0, takže tvoj 5-5 zobral 16 bodov. Toto kolo: My 33, viac ako 30, ktoré ponúkol tvoj partner. Tvoj tím ponuku splnil, kolo sa tu končí a získavate 1 značku, čiarku na tabuli (7 značiek vyhráva hru). Bodové kamene dávaj do zdvihov, ktoré vyhrá tvoj tím, a drž ich ďalej od súperov. Lekcia je hotová!</translation>
        </message>
        <message>
            <source>West named fours but led his 6-6, a six, not a trump. You have no sixes, so you may play any tile, and a trump beats every six. You play last and can see that nobody else trumped, so your lowest trump wins. Trump with the 4-0, and East's 5-0 is yours too.</source>
            <translation>Západ určil štvorky, ale vyniesol svoj 6-6, šestku, nie tromf. Nemáš šestky, takže môžeš zahrať akýkoľvek kameň a tromf prebije každú šestku. Tvoj kameň ide do zdvihu ako posledný a vidíš, že nikto iný netromfoval, takže vyhrá aj tvoj najnižší tromf. Tromfuj kameňom 4-0 a 5-0 Východu bude tiež tvoj.</translation>
        </message>
        <message>
            <source>Trump with the 4-0: nobody else trumped, so your lowest trump takes this trick, and East's 5-0 with it, as surely as the 4-2 would, and you keep the higher trump. Without a trump, West's 6-6 would win it.</source>
            <translation>Tromfuj kameňom 4-0: nikto iný netromfoval, takže tvoj najnižší tromf vyhrá tento zdvih a s ním aj 5-0 Východu, rovnako isto ako 4-2, a vyšší tromf ti zostane. Bez tromfu by ho vyhrala 6-6 Západu.</translation>
        </message>
        <message>
            <source>West passed, your partner bid 30 and East passed. Your hand is weak: pass and let your partner play.</source>
            <translation>Západ pasoval, tvoj partner ponúkol 30 a Východ pasoval. Máš slabú ruku: pasuj a nechaj hrať partnera.</translation>
        </message>
        <message>
            <source>That trick, with the 5-5 and your 6-4, was worth 21 points: Us 22 with the first one. With doubles as trump, the 6-5 is the highest six. In follow-me there are no trumps: the highest tile of the suit led wins, and each double is the top of its own suit. Lesson complete!</source>
            <translation>Ten zdvih s kameňmi 5-5 a tvojím 6-4 mal hodnotu 21 bodov: My 22 aj s prvým. Keď sú tromfom dvojité kamene, najvyššia šestka je 6-5. Pri hre nasleduj ma nie sú tromfy: vyhráva najvyšší kameň vynesenej farby a každý dvojitý kameň je najvyšší vo svojej farbe. Lekcia je hotová!</translation>
        </message>
        <message>
            <source>In this lesson, bid 31: one more than East's 30 wins the bid. If you pass, East plays; a bid of 1 mark (42) or more promises all seven tricks.</source>
            <translation>V tejto lekcii ponúkni 31: o jeden viac ako 30 Východu vyhrá licitáciu. Ak pasuješ, hrá Východ; ponuka 1 značky (42) a viac sľubuje všetkých sedem zdvihov.</translation>
        </message>
        <message>
            <source>All seven tricks are yours: your side scores 2 marks. This hand was sure from the very first lead, and you could have laid it down then: whenever you can count every trick, laying down saves time. In a game the table offers Lay down as soon as it is so (this lesson waited, to show you the play). Lesson complete!</source>
            <translation>Všetkých sedem zdvihov je tvojich: tvoja strana získava 2 značky. Táto ruka bola istá už od prvého výnosu a mohol si ju vyložiť hneď vtedy: keď vieš zrátať každý zdvih, vyloženie ušetrí čas. V hre ti stôl ponúkne vyloženie hneď, ako je to tak (táto lekcia počkala, aby ti ukázala hru). Lekcia je hotová!</translation>
        </message>
        <message>
            <source>Your first whole hand, from the bid to the last trick. You bid first. You hold four fives with the 5-5, and the 6-4: enough for the lowest bid. Bid 30. From naming trump on, Hint (H) shows the computer's view at each of your moves.</source>
            <translation>Tvoje prvé celé kolo, od ponuky po posledný zdvih. Licitácia začína tebou. Máš štyri päťky s 5-5 a k tomu 6-4: to stačí na najnižšiu ponuku. Ponúkni 30. Od určenia tromfu ti Rada (H) pri každom ťahu ukáže, ako to vidí počítač.</translation>
        </message>
        <message>
            <source>Hint (H) is off for this bid: the computer would open higher, to leave the others less room to outbid you. It is on from naming trump.</source>
            <translation>Rada (H) je pri tejto ponuke vypnutá: počítač by otvoril vyššie, aby ostatným nechal menej miesta ťa prebiť. Zapne sa pri určení tromfu.</translation>
        </message>
        <message>
            <source>Everyone passed: the bid is yours at 30. Name fives, your longest suit: four trumps with the double on top.</source>
            <translation>Všetci pasovali: ponuka 30 je tvoja. Urči päťky, tvoju najdlhšiu farbu: štyri tromfy s dvojitým kameňom navrchu.</translation>
        </message>
        <message>
            <source>Name fives: the 5-5, 6-5, 5-2 and 5-1 are four trumps with the double on top.</source>
            <translation>Urči päťky: 5-5, 6-5, 5-2 a 5-1 sú štyri tromfy s dvojitým kameňom navrchu.</translation>
        </message>
        <message>
            <source>Pull trumps: lead the 5-5, the highest trump.</source>
            <translation>Vytiahni tromfy: vynes 5-5, najvyšší tromf.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it cannot lose, it draws a trump from anyone who has one, and its 10 points are safe.</source>
            <translation>Vynes 5-5: nemôže prehrať, vytiahne tromf z každého, kto nejaký má, a jeho 10 bodov je v bezpečí.</translation>
        </message>
        <message>
            <source>West followed with the 5-4; your partner and East have no trumps. Lead the 6-5, now the highest trump.</source>
            <translation>Západ priznal kameňom 5-4; tvoj partner ani Východ tromfy nemajú. Vynes 6-5, teraz najvyšší tromf.</translation>
        </message>
        <message>
            <source>Keep pulling trumps: the 6-5 is the highest one left and cannot lose.</source>
            <translation>Ťahaj tromfy ďalej: 6-5 je najvyšší zostávajúci tromf a nemôže prehrať.</translation>
        </message>
        <message>
            <source>Count the trumps: four are played and you hold two, so one is missing, the 5-3, and only West can have it. Lead the 5-1 to draw it. You lose a trick with no count in it, but then your 5-2 is the last trump.</source>
            <translation>Spočítaj tromfy: štyri sú zahrané a dva máš ty, takže jeden chýba, 5-3, a môže ho mať len Západ. Vynes 5-1 a vytiahni ho. Prehráš tak zdvih bez bodových kameňov, ale potom bude tvoj 5-2 posledný tromf.</translation>
        </message>
        <message>
            <source>Lead the 5-1 to pull West's last trump. If you lead the 6-4, West could trump it and win 11 points.</source>
            <translation>Vynes 5-1 a vytiahni posledný tromf Západu. Ak vynesieš 6-4, Západ ho môže pretromfovať a získať 11 bodov.</translation>
        </message>
        <message>
            <source>West won with the 5-3 and led the 4-3. Your partner's 4-4, the highest four, is winning. Your 6-4 is your only four, so you must play it, and its 10 points land on your partner's trick.</source>
            <translation>Západ vyhral kameňom 5-3 a vyniesol 4-3. Vyhráva partnerov 4-4, najvyššia štvorka. Tvoj 6-4 je tvoja jediná štvorka, takže ho musíš zahrať, a jeho 10 bodov skončí v partnerovom zdvihu.</translation>
        </message>
        <message>
            <source>Fours were led and your 6-4 is a four: you must follow with it.</source>
            <translation>Vynášajú sa štvorky a tvoj 6-4 je štvorka: musíš ním priznať farbu.</translation>
        </message>
        <message>
            <source>Your partner leads the 6-6. Follow with your only six, the 6-1.</source>
            <translation>Tvoj partner vynáša 6-6. Priznaj farbu svojou jedinou šestkou, 6-1.</translation>
        </message>
        <message>
            <source>Sixes were led: you must follow with the 6-1.</source>
            <translation>Vynášajú sa šestky: musíš priznať farbu kameňom 6-1.</translation>
        </message>
        <message>
            <source>Your partner led the 2-0, and East's 6-2 is winning. Follow deuces with your 2-1: the 5-2 is a trump, not a deuce.</source>
            <translation>Tvoj partner vyniesol 2-0 a vyhráva 6-2 Východu. Priznaj dvojky kameňom 2-1: 5-2 je tromf, nie dvojka.</translation>
        </message>
        <message>
            <source>Deuces were led: you must follow with the 2-1. Your 5-2 is a trump, not a deuce.</source>
            <translation>Vynášajú sa dvojky: musíš priznať farbu kameňom 2-1. Tvoj 5-2 je tromf, nie dvojka.</translation>
        </message>
        <message>
            <source>This hand: Us 29, one short of your bid. East led the 3-0 and you have no treys: trump it with the 5-2, the last trump, and take the last trick.</source>
            <translation>Toto kolo: My 29, do tvojej ponuky chýba jeden bod. Východ vyniesol 3-0 a ty nemáš trojky: pretromfuj ho kameňom 5-2, posledným tromfom, a vezmi posledný zdvih.</translation>
        </message>
        <message>
            <source>Your last tile is the 5-2, the last trump: play it and win the trick.</source>
            <translation>Tvoj posledný kameň je 5-2, posledný tromf: zahraj ho a vyhraj zdvih.</translation>
        </message>
        <message>
            <source>Moon: three players and the widow</source>
            <translation>Mesiac: traja hráči a talón</translation>
        </message>
        <message>
            <source>Moon for three players: 22 tiles, bids in tricks, the widow and laying a tile away.</source>
            <translation>Mesiac pre troch hráčov: 22 kameňov, ponuky v zdvihoch, talón a odkladanie kameňa.</translation>
        </message>
        <message>
            <source>Moon is for three players, each playing alone: West on your left, East on your right. It uses 22 tiles: the blanks are left out, all but the 0-0. There is no count, so every trick is worth 1. You bid the tricks you will take, 4 to 7, or 21 to shoot the moon and take all seven. West bids first.</source>
            <translation>Mesiac hrajú traja hráči, každý sám za seba: Západ vľavo od teba, Východ vpravo. Hrá sa s 22 kameňmi: nuly sa vyradia, okrem 0-0. Bodové kamene tu nie sú, takže každý zdvih má hodnotu 1. Ponúkaš počet zdvihov, ktoré vezmeš, od 4 do 7, alebo 21, čo znamená ísť na Mesiac a vziať všetkých sedem. Prvý ponúka Západ.</translation>
        </message>
        <message>
            <source>West bid 4 and East passed. You hold four sixes with the 6-6, plus the 5-5 and the 4-4, and the bidder picks up the widow too. Bid 5: your hand should take five tricks.</source>
            <translation>Západ ponúkol 4 a Východ pasoval. Máš štyri šestky so 6-6, k tomu 5-5 a 4-4 a ponúkajúci si navyše berie talón. Ponúkni 5: tvoja ruka by mala vziať päť zdvihov.</translation>
        </message>
        <message>
            <source>In this lesson, bid 5: it beats West's 4, and your hand should take five tricks. A bidder who takes fewer tricks than the bid loses the bid.</source>
            <translation>V tejto lekcii ponúkni 5: je to viac ako 4 Západu a tvoja ruka by mala vziať päť zdvihov. Ponúkajúci, ktorý vezme menej zdvihov, ako ponúkol, stratí výšku ponuky.</translation>
        </message>
        <message>
            <source>Keep your sixes and your doubles: they win tricks. Lay away the 2-1, the tile least likely to win.</source>
            <translation>Šestky a dvojité kamene si nechaj: tie vyhrávajú zdvihy. Odlož 2-1, kameň s najmenšou šancou vyhrať.</translation>
        </message>
        <message>
            <source>Now name trump. Moon has six sixes, and you hold five of them with the 6-6 on top: name sixes.</source>
            <translation>Teraz urči tromf. V Mesiaci je šesť šestiek a ty máš päť z nich so 6-6 navrchu: urči šestky.</translation>
        </message>
        <message>
            <source>Name sixes: five trumps with the double will take five tricks on their own.</source>
            <translation>Urči šestky: päť tromfov s dvojitým kameňom vezme päť zdvihov aj bez pomoci.</translation>
        </message>
        <message>
            <source>The bidder leads the first trick. Lead the 6-6 to pull trumps: only one six is missing, the 6-1.</source>
            <translation>Ponúkajúci vynáša do prvého zdvihu. Vynes 6-6 a vytiahni tromfy: chýba len jedna šestka, 6-1.</translation>
        </message>
        <message>
            <source>Lead the 6-6: it is the highest trump and draws out the missing 6-1.</source>
            <translation>Vynes 6-6: je to najvyšší tromf a vytiahne chýbajúci 6-1.</translation>
        </message>
        <message>
            <source>West's 6-1 fell, so every trump left is yours. Now your 5-5, the highest five, cannot be beaten: lead it.</source>
            <translation>Kameň 6-1 Západu padol, takže všetky zostávajúce tromfy sú tvoje. Teraz sa tvoj 5-5, najvyššia päťka, nedá prebiť: vynes ho.</translation>
        </message>
        <message>
            <source>Lead the 5-5: nobody else has a trump now, so the highest five wins. Your trumps will win their tricks later.</source>
            <translation>Vynes 5-5: nikto iný teraz nemá tromf, takže najvyššia päťka vyhrá. Tvoje tromfy vyhrajú svoje zdvihy neskôr.</translation>
        </message>
        <message>
            <source>Two tricks won, and your four trumps and the 4-4 will win the rest: with the widow, this hand could even have shot the moon. A bidder who makes the bid scores exactly the bid; the others score 1 for each trick they take. The first to 21 wins. Lesson complete!</source>
            <translation>Dva zdvihy sú vyhrané a tvoje štyri tromfy a 4-4 vyhrajú zvyšok: s talónom mohla táto ruka ísť dokonca na Mesiac. Ponúkajúci, ktorý ponuku splní, dostane presne výšku ponuky; ostatní dostanú 1 bod za každý zdvih, ktorý vezmú. Vyhráva ten, kto prvý dosiahne 21. Lekcia je hotová!</translation>
        </message>
        <message>
            <source>Special contracts: Plunge, Splash, Nello and Sevens</source>
            <translation>Špeciálne hry: Plunge, Splash, Nello a Sedmičky</translation>
        </message>
        <message>
            <source>Texas house rules: a Plunge in play, and what Splash, Nello and Sevens are.</source>
            <translation>Texaské domáce pravidlá: Plunge v hre a čo sú Splash, Nello a Sedmičky.</translation>
        </message>
        <message>
            <source>This game uses Texas house rules: four special contracts are allowed, Plunge, Splash, Nello and Sevens. This hand shows a Plunge. Look at your hand: four doubles, the 6-6, 5-5, 4-4 and 3-3. East bids first.</source>
            <translation>Táto hra používa texaské domáce pravidlá: povolené sú štyri špeciálne hry, Plunge, Splash, Nello a Sedmičky. Toto kolo ukazuje Plunge. Pozri sa na svoju ruku: štyri dvojité kamene, 6-6, 5-5, 4-4 a 3-3. Prvý ponúka Východ.</translation>
        </message>
        <message>
            <source>In this lesson, plunge for 4 marks. Splash is the smaller version: with three doubles, 2 marks. In a Plunge your partner, who may hold a long suit, names trump.</source>
            <translation>V tejto lekcii hraj Plunge za 4 značky. Splash je menšia verzia: s tromi dvojitými kameňmi za 2 značky. Pri Plunge určuje tromf tvoj partner, ktorý môže mať dlhú farbu.</translation>
        </message>
        <message>
            <source>West and your partner passed, so your Plunge stands at 4 marks. Your partner named trump: sixes, the long suit in his hand. He leads the first trick. Your 6-6 is a trump now, the highest one.</source>
            <translation>Západ a tvoj partner pasovali, takže tvoj Plunge platí za 4 značky. Tvoj partner určil tromf: šestky, dlhú farbu vo svojej ruke. Vynáša do prvého zdvihu. Tvoj 6-6 je teraz tromf, a to najvyšší.</translation>
        </message>
        <message>
            <source>Your partner led the 6-5. You must follow trumps, and your only six is the 6-6. Play it: it wins the trick for your side, and then you lead your doubles.</source>
            <translation>Tvoj partner vyniesol 6-5. Musíš priznať tromfy a tvoja jediná šestka je 6-6. Zahraj ho: vyhrá zdvih pre tvoj tím a potom budeš vynášať svoje dvojité kamene.</translation>
        </message>
        <message>
            <source>You must follow trumps with your only six, the 6-6.</source>
            <translation>Musíš priznať tromfy svojou jedinou šestkou, 6-6.</translation>
        </message>
        <message>
            <source>East had no sixes and West played the 6-0. Now lead your doubles: the 5-5 is the highest five, so only a trump can beat it, and your partner, who named sixes, should hold most of them. One lost trick and you are set.</source>
            <translation>Východ nemal šestky a Západ zahral 6-0. Teraz vynášaj svoje dvojité kamene: 5-5 je najvyššia päťka, takže ho môže prebiť len tromf, a väčšinu tromfov by mal mať tvoj partner, ktorý určil šestky. Jeden stratený zdvih a ponuka prepadne.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it is the highest five and only a trump can beat it. You must win every trick, so lead your sure winners.</source>
            <translation>Vynes 5-5: je to najvyššia päťka a prebiť ho môže len tromf. Musíš vyhrať každý zdvih, tak vynášaj svoje isté kamene.</translation>
        </message>
        <message>
            <source>Another special is Nello, the opposite of a Plunge. You bid at least 1 mark and name Nello instead of trump, and you must lose every trick. Your partner turns his tiles face down and sits out, there are no trumps, and the doubles form a suit of their own.</source>
            <translation>Ďalšou špeciálnou hrou je Nello, opak Plunge. Ponúkneš aspoň 1 značku, namiesto tromfu určíš Nello a musíš prehrať každý zdvih. Tvoj partner otočí kamene lícom nadol a kolo nehrá, tromfy nie sú a dvojité kamene tvoria samostatnú farbu.</translation>
        </message>
        <message>
            <source>Your 5-5 won the second trick; win the other five and the 4 marks are yours. The last special is Sevens: bid at least 1 mark and name Sevens. Each player must play the tile whose pips add up closest to 7, the closest tile wins, and your side must win every trick. Lesson complete!</source>
            <translation>Tvoj 5-5 vyhral druhý zdvih; vyhraj ďalších päť a 4 značky sú tvoje. Poslednou špeciálnou hrou sú Sedmičky: ponúkni aspoň 1 značku a urči Sedmičky. Každý hráč musí zahrať kameň, ktorého bodky dávajú spolu číslo najbližšie k 7, najbližší kameň vyhráva a tvoj tím musí vyhrať každý zdvih. Lekcia je hotová!</translation>
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <source>follow-me</source>
            <translation>nasleduj ma</translation>
        </message>
        <message>
            <source>Nello</source>
            <translation>Nello</translation>
        </message>
        <message>
            <source>Sevens</source>
            <translation>Sedmičky</translation>
        </message>
        <message>
            <source>Blanks are trump</source>
            <translation>Tromfom sú nuly</translation>
        </message>
        <message>
            <source>Aces are trump</source>
            <translation>Tromfom sú jednotky</translation>
        </message>
        <message>
            <source>Deuces are trump</source>
            <translation>Tromfom sú dvojky</translation>
        </message>
        <message>
            <source>Treys are trump</source>
            <translation>Tromfom sú trojky</translation>
        </message>
        <message>
            <source>Fours are trump</source>
            <translation>Tromfom sú štvorky</translation>
        </message>
        <message>
            <source>Fives are trump</source>
            <translation>Tromfom sú päťky</translation>
        </message>
        <message>
            <source>Sixes are trump</source>
            <translation>Tromfom sú šestky</translation>
        </message>
        <message>
            <source>Doubles are trump</source>
            <translation>Tromfom sú dvojité kamene</translation>
        </message>
        <message>
            <source>Follow-me (no trump)</source>
            <translation>Nasleduj ma (bez tromfov)</translation>
        </message>
        <message>
            <source>Nello (lose every trick)</source>
            <translation>Nello (bez zdvihu)</translation>
        </message>
        <message>
            <source>Sevens (closest to 7 wins)</source>
            <translation>Sedmičky (najbližšie k 7)</translation>
        </message>
        <message>
            <source>Blanks</source>
            <translation>Nuly</translation>
        </message>
        <message>
            <source>Aces</source>
            <translation>Jednotky</translation>
        </message>
        <message>
            <source>Deuces</source>
            <translation>Dvojky</translation>
        </message>
        <message>
            <source>Treys</source>
            <translation>Trojky</translation>
        </message>
        <message>
            <source>Fours</source>
            <translation>Štvorky</translation>
        </message>
        <message>
            <source>Fives</source>
            <translation>Päťky</translation>
        </message>
        <message>
            <source>Sixes</source>
            <translation>Šestky</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Dvojité</translation>
        </message>
        <message>
            <source>Follow-me</source>
            <translation>Nasleduj ma</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pas</translation>
        </message>
        <message numerus="yes">
            <source>plunge (%n mark(s))</source>
            <translation>
                <numerusform>Plunge (%n značka)</numerusform>
                <numerusform>Plunge (%n značky)</numerusform>
                <numerusform>Plunge (%n značiek)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>splash (%n mark(s))</source>
            <translation>
                <numerusform>Splash (%n značka)</numerusform>
                <numerusform>Splash (%n značky)</numerusform>
                <numerusform>Splash (%n značiek)</numerusform>
            </translation>
        </message>
        <message>
            <source>discard {tile}</source>
            <translation>odložiť {tile}</translation>
        </message>
        <message>
            <source>play {tile}</source>
            <translation>zahrať {tile}</translation>
        </message>
        <message>
            <source>lay down</source>
            <translation>vyložiť</translation>
        </message>
        <message>
            <source>Texas 42</source>
            <translation>Texas 42</translation>
        </message>
        <message>
            <source>Moon</source>
            <translation>Mesiac</translation>
        </message>
        <message>
            <source>42 for three</source>
            <translation>42 pre troch</translation>
        </message>
        <message>
            <source>Straight 42 (tournament)</source>
            <translation>Čistá 42 (turnajová)</translation>
        </message>
        <message>
            <source>Texas house rules</source>
            <translation>Texaské domáce pravidlá</translation>
        </message>
        <message>
            <source>points</source>
            <translation>bodov</translation>
        </message>
        <message>
            <source>tricks</source>
            <translation>zdvihov</translation>
        </message>
        <message>
            <source>deal</source>
            <translation>rozdávanie</translation>
        </message>
        <message>
            <source>bid</source>
            <extracomment>the bidding phase, as in "it is the bid phase".</extracomment>
            <translation>licitácia</translation>
        </message>
        <message>
            <source>trump</source>
            <extracomment>the phase where the bid winner names trump, as in "it is the trump phase".</extracomment>
            <translation>určenie tromfu</translation>
        </message>
        <message>
            <source>widow</source>
            <translation>talón</translation>
        </message>
        <message>
            <source>play</source>
            <extracomment>the phase where tiles are played, as in "it is the play phase".</extracomment>
            <translation>hranie</translation>
        </message>
        <message>
            <source>scored</source>
            <translation>bodovanie</translation>
        </message>
        <message>
            <source>game over</source>
            <translation>koniec hry</translation>
        </message>
        <message>
            <source>Plunge</source>
            <translation>Plunge</translation>
        </message>
        <message>
            <source>Splash</source>
            <translation>Splash</translation>
        </message>
        <message>
            <source>trumps (doubles)</source>
            <translation>tromfy (dvojité kamene)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(žiadna)</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>sedmičky</translation>
        </message>
        <message>
            <source>blanks</source>
            <translation>nuly</translation>
        </message>
        <message>
            <source>aces</source>
            <translation>jednotky</translation>
        </message>
        <message>
            <source>deuces</source>
            <translation>dvojky</translation>
        </message>
        <message>
            <source>treys</source>
            <translation>trojky</translation>
        </message>
        <message>
            <source>fours</source>
            <translation>štvorky</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>päťky</translation>
        </message>
        <message>
            <source>sixes</source>
            <translation>šestky</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <extracomment>a list of two things (tiles, seats): "6-3 and 6-1".</extracomment>
            <translation>{a} a {b}</translation>
        </message>
        <message>
            <source>{head}, {tail}</source>
            <extracomment>the start of a list of three or more; {tail} is the rest of the list: "6-3, 6-2 and 6-1".</extracomment>
            <translation>{head}, {tail}</translation>
        </message>
        <message>
            <source>{a}, {b}</source>
            <extracomment>a plain list of values, as in "(holds 6-6, 6-1)"; {b} is the rest of the list.</extracomment>
            <translation>{a}, {b}</translation>
        </message>
        <message>
            <source>"{value}"</source>
            <translation>„{value}“</translation>
        </message>
        <message>
            <source>trumps</source>
            <translation>tromfy</translation>
        </message>
        <message>
            <source>doubles</source>
            <translation>dvojité kamene</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ty</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>tvoj partner</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Západ</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Východ</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Juh</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Sever</translation>
        </message>
        <message>
            <source>seat {seat}</source>
            <extracomment>A seat of a game record: its chair and its player's name, "East (Cy)".</extracomment>
            <translation>miesto {seat}</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n bod</numerusform>
                <numerusform>%n body</numerusform>
                <numerusform>%n bodov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n zdvih</numerusform>
                <numerusform>%n zdvihy</numerusform>
                <numerusform>%n zdvihov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n značka</numerusform>
                <numerusform>%n značky</numerusform>
                <numerusform>%n značiek</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>practice</name>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Západ</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Východ</translation>
        </message>
        <message>
            <source>Dealing a practice hand…</source>
            <translation>Rozdáva sa tréningové kolo…</translation>
        </message>
        <message>
            <source>Weighing your decision…</source>
            <translation>Tvoje rozhodnutie sa vyhodnocuje…</translation>
        </message>
        <message>
            <source>See the reveal: play it out, or go on to the next deal</source>
            <translation>Pozri si vyhodnotenie: dohraj kolo, alebo pokračuj ďalším rozdaním</translation>
        </message>
        <message>
            <source>Practice decision {number} of {total}: {position}. Your bid?</source>
            <translation>Tréningové rozhodnutie {number} z {total}: {position}. Tvoja ponuka?</translation>
        </message>
        <message>
            <source>{name} (AI)</source>
            <extracomment>The user's seat when the AI plays it on: "You (AI)".</extracomment>
            <translation>{name} (AI)</translation>
        </message>
        <message>
            <source>Your mistakes deck could not be read ({error}).</source>
            <translation>Tvoj balíček chýb sa nepodarilo prečítať ({error}).</translation>
        </message>
        <message>
            <source>Your mistakes deck was damaged ({error}); it was set aside as {file} and starts afresh.</source>
            <translation>Tvoj balíček chýb bol poškodený ({error}); bol odložený ako {file} a začína sa odznova.</translation>
        </message>
        <message>
            <source>an error in Texas 42 itself: {name}</source>
            <translation>chyba samotného programu Texas 42: {name}</translation>
        </message>
        <message>
            <source>Your mistakes deck could not be saved in {folder} ({error}): your new mistakes are kept only until you quit.</source>
            <translation>Tvoj balíček chýb sa nepodarilo uložiť do {folder} ({error}): nové chyby sa uchovajú len do ukončenia.</translation>
        </message>
        <message>
            <source>Any play</source>
            <translation>Akákoľvek situácia</translation>
        </message>
        <message>
            <source>Leading a trick</source>
            <translation>Vynášanie do zdvihu</translation>
        </message>
        <message>
            <source>Following to a trick</source>
            <translation>Hra do vyneseného zdvihu</translation>
        </message>
        <message>
            <source>Playing your side's contract</source>
            <translation>Ponúka tvoj tím</translation>
        </message>
        <message>
            <source>On defence</source>
            <translation>V obrane</translation>
        </message>
        <message>
            <source>Best play.</source>
            <translation>Najlepší ťah.</translation>
        </message>
        <message>
            <source>As good as the best play.</source>
            <translation>Rovnako dobré ako najlepší ťah.</translation>
        </message>
        <message>
            <source>to make the contract</source>
            <translation>na splnenie ponuky</translation>
        </message>
        <message>
            <source>to set the contract</source>
            <translation>na zrazenie ponuky</translation>
        </message>
        <message>
            <source>About as good as the best play: your tile leaves about {chance}% {goal}; the best tile {best}%.</source>
            <translation>Takmer taký dobrý ako najlepší ťah: tvoj kameň necháva asi {chance} % šance {goal}; najlepší kameň {best} %.</translation>
        </message>
        <message>
            <source>Your tile leaves about {chance}% {goal}; the best tile {best}%.</source>
            <translation>Tvoj kameň necháva asi {chance} % šance {goal}; najlepší kameň {best} %.</translation>
        </message>
        <message numerus="yes">
            <source>Your tile gave up about %n point(s) on average if the hand is played out.</source>
            <translation>
                <numerusform>Tvoj kameň stojí v priemere asi %n bod, ak sa ruka dohrá do konca.</numerusform>
                <numerusform>Tvoj kameň stojí v priemere asi %n body, ak sa ruka dohrá do konca.</numerusform>
                <numerusform>Tvoj kameň stojí v priemere asi %n bodov, ak sa ruka dohrá do konca.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your tile gave up about %n point(s) on average.</source>
            <translation>
                <numerusform>Tvoj kameň stojí v priemere asi %n bod.</numerusform>
                <numerusform>Tvoj kameň stojí v priemere asi %n body.</numerusform>
                <numerusform>Tvoj kameň stojí v priemere asi %n bodov.</numerusform>
            </translation>
        </message>
        <message>
            <source>Any seat</source>
            <translation>Akékoľvek miesto</translation>
        </message>
        <message>
            <source>First to bid</source>
            <translation>Prvá ponuka</translation>
        </message>
        <message>
            <source>After an opponent's bid</source>
            <translation>Po ponuke súpera</translation>
        </message>
        <message>
            <source>After your partner's bid</source>
            <translation>Po ponuke partnera</translation>
        </message>
        <message>
            <source>Everyone passed: the shaker must bid</source>
            <translation>Všetci pasovali: miešač musí ponúknuť</translation>
        </message>
        <message>
            <source>any seat</source>
            <extracomment>A practice position in the middle of a sentence: "Practice decision 2 of 10: any seat. Your bid?"</extracomment>
            <translation>akékoľvek miesto</translation>
        </message>
        <message>
            <source>first to bid</source>
            <translation>prvá ponuka</translation>
        </message>
        <message>
            <source>after an opponent's bid</source>
            <translation>po ponuke súpera</translation>
        </message>
        <message>
            <source>after your partner's bid</source>
            <translation>po ponuke partnera</translation>
        </message>
        <message>
            <source>everyone passed: the shaker must bid</source>
            <translation>všetci pasovali: miešač musí ponúknuť</translation>
        </message>
        <message>
            <source>from your game</source>
            <extracomment>A bid of the user's own game, dealt again from My mistakes: "Practice decision 1 of 3: from your game. Your bid?"</extracomment>
            <translation>z tvojej hry</translation>
        </message>
        <message>
            <source>Any hand</source>
            <translation>Akákoľvek ruka</translation>
        </message>
        <message>
            <source>Strong hands (3+ doubles or 4+ of a suit)</source>
            <translation>Silné ruky (3+ dvojité kamene alebo 4+ kamene jednej farby)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message numerus="yes">
            <source>Plunge (%n mark(s))</source>
            <translation>
                <numerusform>Plunge (%n značka)</numerusform>
                <numerusform>Plunge (%n značky)</numerusform>
                <numerusform>Plunge (%n značiek)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Splash (%n mark(s))</source>
            <translation>
                <numerusform>Splash (%n značka)</numerusform>
                <numerusform>Splash (%n značky)</numerusform>
                <numerusform>Splash (%n značiek)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n značka</numerusform>
                <numerusform>%n značky</numerusform>
                <numerusform>%n značiek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s) in {contract}</source>
            <translation>
                <numerusform>%n značka ({contract})</numerusform>
                <numerusform>%n značky ({contract})</numerusform>
                <numerusform>%n značiek ({contract})</numerusform>
            </translation>
        </message>
        <message>
            <source>{points} in {contract}</source>
            <extracomment>A point bid and its trump: "30 in sixes".</extracomment>
            <translation>{points} ({contract})</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s) in {contract}</source>
            <extracomment>A Moon bid and its trump: "5 tricks in sixes".</extracomment>
            <translation>
                <numerusform>%n zdvih ({contract})</numerusform>
                <numerusform>%n zdvihy ({contract})</numerusform>
                <numerusform>%n zdvihov ({contract})</numerusform>
            </translation>
        </message>
        <message>
            <source>shooting the moon in {contract}</source>
            <extracomment>Moon's bid of 21 and its trump, within a sentence: "Passing beats shooting the moon in sixes".</extracomment>
            <translation>ísť na Mesiac ({contract})</translation>
        </message>
        <message>
            <source>Shooting the moon in {contract}</source>
            <extracomment>Moon's bid of 21 and its trump, opening a sentence or alone: "Shooting the moon in sixes rather than 5 tricks in sixes".</extracomment>
            <translation>Ísť na Mesiac ({contract})</translation>
        </message>
        <message>
            <source>The practice session you left could not be read ({error}).</source>
            <translation>Prerušené cvičenie sa nepodarilo prečítať ({error}).</translation>
        </message>
        <message>
            <source>The practice session you left was damaged ({error}); it was set aside as {file}. Your statistics and My mistakes keep its answers.</source>
            <translation>Prerušené cvičenie bolo poškodené ({error}); odložilo sa ako {file}. Štatistiky a Moje chyby si jeho odpovede ponechávajú.</translation>
        </message>
        <message>
            <source>Your practice session could not be kept in {folder} ({error}): it will not go on after you quit.</source>
            <translation>Cvičenie sa nepodarilo uložiť do {folder} ({error}): po ukončení nebude pokračovať.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>{seat}'s {tile}</source>
            <extracomment>A seat's tile: "West's 6-6", "your partner's 5-5".</extracomment>
            <translation>{tile} ({seat})</translation>
        </message>
        <message numerus="yes">
            <source>, with %n point(s) in it so far</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it so far".</extracomment>
            <translation>
                <numerusform>, v zdvihu je zatiaľ %n bod</numerusform>
                <numerusform>, v zdvihu sú zatiaľ %n body</numerusform>
                <numerusform>, v zdvihu je zatiaľ %n bodov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, with %n point(s) in it</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it".</extracomment>
            <translation>
                <numerusform>, v zdvihu je %n bod</numerusform>
                <numerusform>, v zdvihu sú %n body</numerusform>
                <numerusform>, v zdvihu je %n bodov</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} is a walker: no one can beat it in {suit} now</source>
            <translation>{tile} je istý kameň: v tejto farbe ({suit}) ho teraz nikto neprebije</translation>
        </message>
        <message>
            <source>pull trumps: the {tiles} is still out; {who}</source>
            <extracomment>{who} says which opponents may hold the trump, e.g. "West may hold it".</extracomment>
            <translation>vytiahni tromfy: {tiles} je ešte vonku; {who}</translation>
        </message>
        <message>
            <source>pull trumps: the {tiles} are still out; {who}</source>
            <translation>vytiahni tromfy: {tiles} sú ešte vonku; {who}</translation>
        </message>
        <message numerus="yes">
            <source>pull trumps: %n trumps are still out; {who}</source>
            <translation>
                <numerusform>vytiahni tromfy: vonku je ešte %n tromf; {who}</numerusform>
                <numerusform>vytiahni tromfy: vonku sú ešte %n tromfy; {who}</numerusform>
                <numerusform>vytiahni tromfy: vonku je ešte %n tromfov; {who}</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} may hold it</source>
            <translation>{seat} ho môže mať</translation>
        </message>
        <message>
            <source>{seat} may hold some</source>
            <translation>{seat} môže nejaké mať</translation>
        </message>
        <message>
            <source>either opponent may hold it</source>
            <translation>môže ho mať ktorýkoľvek súper</translation>
        </message>
        <message>
            <source>both opponents may hold one</source>
            <translation>nejaký môžu mať obaja súperi</translation>
        </message>
        <message>
            <source>any opponent may hold it</source>
            <translation>môže ho mať ktorýkoľvek súper</translation>
        </message>
        <message>
            <source>any opponent may hold one</source>
            <translation>nejaký môže mať ktorýkoľvek súper</translation>
        </message>
        <message>
            <source>trump it: you have no {suit}, and the {tile} wins the trick{points}</source>
            <extracomment>{points} is empty or ", with 11 points in it".</extracomment>
            <translation>tromfuj: nemáš {suit} a {tile} vyhrá zdvih{points}</translation>
        </message>
        <message>
            <source>trump it: you have no {suit}, and the {tile} beats every tile played so far{points}</source>
            <translation>tromfuj: nemáš {suit} a {tile} prebije všetky doteraz zahrané kamene{points}</translation>
        </message>
        <message>
            <source>feed count: {whose} wins this trick, so the {tile} adds {points} to the defenders' tricks</source>
            <extracomment>Three players, each for themself: the two defenders share the aim of setting the bidder.</extracomment>
            <translation>pridaj body: tento zdvih vyhrá {whose}, takže {tile} pridá {points} do zdvihov obrancov</translation>
        </message>
        <message>
            <source>feed count: {whose} wins this trick, so the {tile} adds {points} to your side</source>
            <translation>pridaj body: tento zdvih vyhrá {whose}, takže {tile} pridá tvojmu tímu {points}</translation>
        </message>
        <message>
            <source>feed count: {whose} should win this trick (the bidder, still to play, cannot beat it in about {percent}% of the deals you could face), so the {tile} adds {points} to the defenders' tricks</source>
            <translation>pridaj body: tento zdvih by mal vyhrať {whose} (ponúkajúci, ktorý ešte hrá, ho asi v {percent} % rozložení, ktoré môžu nastať, neprebije), takže {tile} pridá {points} do zdvihov obrancov</translation>
        </message>
        <message>
            <source>feed count: {whose} should win this trick (no opponent still to play beats it in about {percent}% of the deals you could face), so the {tile} adds {points} to your side</source>
            <translation>pridaj body: tento zdvih by mal vyhrať {whose} (asi v {percent} % rozložení, ktoré môžu nastať, ho žiadny súper, ktorý ešte hrá, neprebije), takže {tile} pridá tvojmu tímu {points}</translation>
        </message>
        <message>
            <source>take the trick: the {tile} beats {whose} and no one still to play can beat it{points}</source>
            <translation>vezmi zdvih: {tile} prebije {whose} a nikto, kto ešte hrá, ho neprebije{points}</translation>
        </message>
        <message>
            <source>take the trick: the {tile} beats {whose}{points}</source>
            <translation>vezmi zdvih: {tile} prebije {whose}{points}</translation>
        </message>
        <message>
            <source>save count: {seat}, the bidder, takes this trick with the {best}, so keep your {kept} and give the {tile}</source>
            <translation>ušetri body: {seat}, ponúkajúci, berie tento zdvih kameňom {best}, takže si nechaj {kept} a daj {tile}</translation>
        </message>
        <message>
            <source>save count: the bidders take this trick, so keep your {kept} and give the {tile}</source>
            <translation>ušetri body: tento zdvih berú ponúkajúci, takže si nechaj {kept} a daj {tile}</translation>
        </message>
        <message>
            <source>save count: {whose} takes this trick for the bidders, so keep your {kept} and give the {tile}</source>
            <translation>ušetri body: tento zdvih berie pre ponúkajúcich {whose}, takže si nechaj {kept} a daj {tile}</translation>
        </message>
        <message>
            <source>the other side</source>
            <extracomment>Who a lost trick goes to: "the trick is lost to the other side".</extracomment>
            <translation>druhá strana</translation>
        </message>
        <message>
            <source>a defender</source>
            <translation>jeden z obrancov</translation>
        </message>
        <message>
            <source>the bidder</source>
            <translation>ponúkajúci</translation>
        </message>
        <message>
            <source>throw off: you have no {suit} and the trick is lost to {to}, so give the {tile}</source>
            <translation>zhoď: nemáš {suit} a zdvih berie {to}, takže daj {tile}</translation>
        </message>
        <message>
            <source>the trick is lost to {to}, so keep your {kept} and give the {tile}</source>
            <translation>zdvih berie {to}, takže si nechaj {kept} a daj {tile}</translation>
        </message>
        <message>
            <source>play low: the trick is lost to {to}, so keep your {kept} and give the {tile}</source>
            <translation>hraj nízko: zdvih berie {to}, takže si nechaj {kept} a daj {tile}</translation>
        </message>
        <message>
            <source>the trick is lost to {to}, so give the {tile}</source>
            <translation>zdvih berie {to}, takže daj {tile}</translation>
        </message>
        <message>
            <source>play low: the trick is lost to {to}, so give the {tile}</source>
            <translation>hraj nízko: zdvih berie {to}, takže daj {tile}</translation>
        </message>
        <message>
            <source>throw off: you have no {suit} and no count to add, and {whose} wins this trick without help</source>
            <translation>zhoď: nemáš {suit} ani bodový kameň na pridanie a {whose} vyhrá tento zdvih aj bez pomoci</translation>
        </message>
        <message>
            <source>throw off: you have no {suit}, and {whose} wins this trick without help</source>
            <translation>zhoď: nemáš {suit} a {whose} vyhrá tento zdvih aj bez pomoci</translation>
        </message>
        <message>
            <source>{whose} wins this trick without help, and you have no count to add</source>
            <translation>{whose} vyhrá tento zdvih aj bez pomoci a bodový kameň na pridanie nemáš</translation>
        </message>
        <message>
            <source>{whose} wins this trick without help</source>
            <translation>{whose} vyhrá tento zdvih aj bez pomoci</translation>
        </message>
        <message>
            <source>play low: {whose} wins this trick without help, and you have no count to add</source>
            <translation>hraj nízko: {whose} vyhrá tento zdvih aj bez pomoci a bodový kameň na pridanie nemáš</translation>
        </message>
        <message>
            <source>play low: {whose} wins this trick without help</source>
            <translation>hraj nízko: {whose} vyhrá tento zdvih aj bez pomoci</translation>
        </message>
        <message>
            <source>keep the {guard}: it guards your {count} in {suit}, so you can follow {suit} without giving up the count</source>
            <translation>nechaj si {guard}: chráni tvoj {count} v tejto farbe ({suit}), takže môžeš priznať farbu ({suit}) bez straty bodového kameňa</translation>
        </message>
        <message>
            <source>the {tile} is the only tile of its suit: only a trump can beat it</source>
            <translation>{tile} je jediný kameň svojej farby: prebiť ho môže len tromf</translation>
        </message>
        <message>
            <source>none of the {suit} the others may hold beats the {tile}: only a trump can</source>
            <translation>žiadny kameň v tejto farbe ({suit}), ktorý môžu mať ostatní, neprebije {tile}: prebiť ho môže len tromf</translation>
        </message>
        <message>
            <source>the {tile} puts none of your count at risk</source>
            <translation>{tile} neohrozí žiadny z tvojich bodových kameňov</translation>
        </message>
        <message>
            <source>stay under: the {tile} loses to {whose}, and you must not win a trick</source>
            <translation>zostaň pod: {tile} prehrá s kameňom {whose} a ty nesmieš vziať žiadny zdvih</translation>
        </message>
        <message>
            <source>stay under the bidder: {whose} wins this trick and sets the Nello unless someone beats it</source>
            <translation>zostaň pod ponúkajúcim: tento zdvih berie {whose}, a ak ho nikto neprebije, Nello prepadne</translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) you cannot see; a defender who has to play one takes the trick, not you</source>
            <translation>
                <numerusform>vynes nízko: %n kameň, ktorý nevidíš, prebije {tile}; súper, ktorý ho musí zahrať, vezme zdvih, nie ty</numerusform>
                <numerusform>vynes nízko: %n kamene, ktoré nevidíš, prebijú {tile}; súper, ktorý musí zahrať jeden z nich, vezme zdvih, nie ty</numerusform>
                <numerusform>vynes nízko: %n kameňov, ktoré nevidíš, prebije {tile}; súper, ktorý musí zahrať jeden z nich, vezme zdvih, nie ty</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) the bidder may hold; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</source>
            <extracomment>Nello, a defender's lead; the bidder must lose every trick.</extracomment>
            <translation>
                <numerusform>vynes nízko: %n kameň, ktorý môže mať ponúkajúci, prebije {tile}; ak ho ponúkajúci musí zahrať, vezme zdvih a Nello je zrazené, ak nejaký obranca nezahrá vyšší</numerusform>
                <numerusform>vynes nízko: %n kamene, ktoré môže mať ponúkajúci, prebijú {tile}; ak ponúkajúci musí zahrať jeden z nich, vezme zdvih a Nello je zrazené, ak nejaký obranca nezahrá vyšší</numerusform>
                <numerusform>vynes nízko: %n kameňov, ktoré môže mať ponúkajúci, prebije {tile}; ak ponúkajúci musí zahrať jeden z nich, vezme zdvih a Nello je zrazené, ak nejaký obranca nezahrá vyšší</numerusform>
            </translation>
        </message>
        <message>
            <source>it is your last tile</source>
            <translation>je to tvoj posledný kameň</translation>
        </message>
        <message>
            <source>in Sevens you must play your tile closest to seven pips: the {tile} has {pips}</source>
            <translation>v Sedmičkách musíš zahrať kameň s počtom bodiek najbližšie k siedmim: {tile} má {pips}</translation>
        </message>
        <message>
            <source>you must follow {suit} and it is your only one</source>
            <translation>musíš priznať farbu ({suit}) a je to tvoj jediný taký kameň</translation>
        </message>
        <message>
            <source>it is the only tile you may play</source>
            <translation>je to jediný kameň, ktorý smieš zahrať</translation>
        </message>
        <message>
            <source>The bid is decided, so each player now plays for their own tricks: this tile takes the most for you on average.</source>
            <translation>Ponuka je už rozhodnutá, takže teraz každý hrá o vlastné zdvihy: s týmto kameňom ich v priemere získaš najviac.</translation>
        </message>
        <message>
            <source>The bid is decided, so each player now plays for their own tricks.</source>
            <translation>Ponuka je už rozhodnutá, takže teraz každý hrá o vlastné zdvihy.</translation>
        </message>
        <message>
            <source>the bid is decided, so each player now plays for their own tricks, and this tile takes the most for you on average</source>
            <translation>ponuka je už rozhodnutá, takže teraz každý hrá o vlastné zdvihy, a s týmto kameňom ich v priemere získaš najviac</translation>
        </message>
        <message>
            <source>the bid is decided, so each player now plays for their own tricks</source>
            <translation>ponuka je už rozhodnutá, takže teraz každý hrá o vlastné zdvihy</translation>
        </message>
        <message>
            <source>Your bid is decided, so each trick you take now is one the others do not score: this tile takes the most for you on average.</source>
            <translation>Tvoja ponuka je už rozhodnutá, takže každý zdvih, ktorý teraz vezmeš, si ostatní nezapíšu: tento kameň ti v priemere vezme najviac.</translation>
        </message>
        <message>
            <source>Your bid is decided, so each trick you take now is one the others do not score.</source>
            <translation>Tvoja ponuka je už rozhodnutá, takže každý zdvih, ktorý teraz vezmeš, si ostatní nezapíšu.</translation>
        </message>
        <message>
            <source>your bid is decided, so each trick you take now is one the others do not score, and this tile takes the most for you on average</source>
            <translation>tvoja ponuka je už rozhodnutá, takže každý zdvih, ktorý teraz vezmeš, si ostatní nezapíšu, a tento kameň ti v priemere vezme najviac</translation>
        </message>
        <message>
            <source>your bid is decided, so each trick you take now is one the others do not score</source>
            <translation>tvoja ponuka je už rozhodnutá, takže každý zdvih, ktorý teraz vezmeš, si ostatní nezapíšu</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract, and the most {unit} on average if the hand is played out.</source>
            <translation>Asi {percent} % na splnenie ponuky a v priemere najviac {unit}, ak sa ruka dohrá do konca.</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract, and the most {unit} on average if the hand is played out</source>
            <translation>asi {percent} % na splnenie ponuky a v priemere najviac {unit}, ak sa ruka dohrá do konca</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidder on average if the hand is played out.</source>
            <translation>Asi {percent} % na zrazenie ponuky a v priemere najmenej {unit} pre ponúkajúceho, ak sa ruka dohrá do konca.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidder on average if the hand is played out</source>
            <translation>asi {percent} % na zrazenie ponuky a v priemere najmenej {unit} pre ponúkajúceho, ak sa ruka dohrá do konca</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidders on average if the hand is played out.</source>
            <translation>Asi {percent} % na zrazenie ponuky a v priemere najmenej {unit} pre ponúkajúcich, ak sa ruka dohrá do konca.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidders on average if the hand is played out</source>
            <translation>asi {percent} % na zrazenie ponuky a v priemere najmenej {unit} pre ponúkajúcich, ak sa ruka dohrá do konca</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello, and the most tricks for the opponents on average if the hand is played out.</source>
            <translation>Asi {percent} % na splnenie Nella a v priemere najviac zdvihov pre súperov, ak sa ruka dohrá do konca.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello, and the most tricks for the opponents on average if the hand is played out</source>
            <translation>asi {percent} % na splnenie Nella a v priemere najviac zdvihov pre súperov, ak sa ruka dohrá do konca</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for the defenders on average.</source>
            <translation>Asi {percent} % na zrazenie Nella a v priemere najmenej zdvihov pre obrancov.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for the defenders on average</source>
            <translation>asi {percent} % na zrazenie Nella a v priemere najmenej zdvihov pre obrancov</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello.</source>
            <translation>Asi {percent} % na splnenie Nella.</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello.</source>
            <translation>Asi {percent} % na zrazenie Nella.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello</source>
            <translation>asi {percent} % na splnenie Nella</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello</source>
            <translation>asi {percent} % na zrazenie Nella</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello, and the most tricks for the opponents on average.</source>
            <translation>Asi {percent} % na splnenie Nella a v priemere najviac zdvihov pre súperov.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello, and the most tricks for the opponents on average</source>
            <translation>asi {percent} % na splnenie Nella a v priemere najviac zdvihov pre súperov</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for the defenders on average if the hand is played out.</source>
            <translation>Asi {percent} % na zrazenie Nella a v priemere najmenej zdvihov pre obrancov, ak sa ruka dohrá do konca.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for the defenders on average if the hand is played out</source>
            <translation>asi {percent} % na zrazenie Nella a v priemere najmenej zdvihov pre obrancov, ak sa ruka dohrá do konca</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for your side on average.</source>
            <translation>Asi {percent} % na zrazenie Nella a v priemere najmenej zdvihov pre tvoj tím.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for your side on average</source>
            <translation>asi {percent} % na zrazenie Nella a v priemere najmenej zdvihov pre tvoj tím</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for your side on average if the hand is played out.</source>
            <translation>Asi {percent} % na zrazenie Nella a v priemere najmenej zdvihov pre tvoj tím, ak sa ruka dohrá do konca.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for your side on average if the hand is played out</source>
            <translation>asi {percent} % na zrazenie Nella a v priemere najmenej zdvihov pre tvoj tím, ak sa ruka dohrá do konca</translation>
        </message>
        <message>
            <source>The {tile} is the choice.</source>
            <translation>Voľba padá na {tile}.</translation>
        </message>
        <message>
            <source>the {tile} is the choice</source>
            <translation>voľba padá na {tile}</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract, and the most {unit} on average.</source>
            <extracomment>{unit} is "points" or "tricks".</extracomment>
            <translation>Asi {percent} % na splnenie ponuky a v priemere najviac {unit}.</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidder on average.</source>
            <translation>Asi {percent} % na zrazenie ponuky a v priemere najmenej {unit} pre ponúkajúceho.</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidders on average.</source>
            <translation>Asi {percent} % na zrazenie ponuky a v priemere najmenej {unit} pre ponúkajúcich.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidder on average</source>
            <translation>asi {percent} % na zrazenie ponuky a v priemere najmenej {unit} pre ponúkajúceho</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidders on average</source>
            <translation>asi {percent} % na zrazenie ponuky a v priemere najmenej {unit} pre ponúkajúcich</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract.</source>
            <translation>Asi {percent} % na splnenie ponuky.</translation>
        </message>
        <message>
            <source>of the opponents, only {seats} can hold it ({showed} showed out)</source>
            <translation>zo súperov ho môže mať len {seats} ({showed} už tromf nemá)</translation>
        </message>
        <message>
            <source>of the opponents, only {seats} can hold one ({showed} showed out)</source>
            <translation>zo súperov nejaký môže mať len {seats} ({showed} už tromf nemá)</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract.</source>
            <translation>Asi {percent} % na zrazenie ponuky.</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract, and the most {unit} on average</source>
            <translation>asi {percent} % na splnenie ponuky a v priemere najviac {unit}</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract</source>
            <translation>asi {percent} % na splnenie ponuky</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract</source>
            <translation>asi {percent} % na zrazenie ponuky</translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) you cannot see, your {mine} by only {fewer}; a defender who has to play one takes the trick, not you</source>
            <extracomment>Nello, the bidder's lead: {tile} the better lead, {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>vynes nízko: %n kameň, ktorý nevidíš, prebije {tile}, tvoj {mine} len {fewer}; súper, ktorý ho musí zahrať, vezme zdvih, nie ty</numerusform>
                <numerusform>vynes nízko: %n kamene, ktoré nevidíš, prebijú {tile}, tvoj {mine} len {fewer}; súper, ktorý musí zahrať jeden z nich, vezme zdvih, nie ty</numerusform>
                <numerusform>vynes nízko: %n kameňov, ktoré nevidíš, prebije {tile}, tvoj {mine} len {fewer}; súper, ktorý musí zahrať jeden z nich, vezme zdvih, nie ty</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) the bidder may hold, your {mine} by only {fewer}; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</source>
            <extracomment>Nello, a defender's lead: {tile} the better lead, {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>vynes nízko: %n kameň, ktorý môže mať ponúkajúci, prebije {tile}, tvoj {mine} len {fewer}; ak ho ponúkajúci musí zahrať, vezme zdvih a Nello je zrazené, ak nejaký obranca nezahrá vyšší</numerusform>
                <numerusform>vynes nízko: %n kamene, ktoré môže mať ponúkajúci, prebijú {tile}, tvoj {mine} len {fewer}; ak ponúkajúci musí zahrať jeden z nich, vezme zdvih a Nello je zrazené, ak nejaký obranca nezahrá vyšší</numerusform>
                <numerusform>vynes nízko: %n kameňov, ktoré môže mať ponúkajúci, prebije {tile}, tvoj {mine} len {fewer}; ak ponúkajúci musí zahrať jeden z nich, vezme zdvih a Nello je zrazené, ak nejaký obranca nezahrá vyšší</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} keeps count out of a trick {side} may win: your {mine} puts {points} in it</source>
            <extracomment>{side} is "the other side" (or "the bidder", "a defender" in 42 for three); {points} "5 points".</extracomment>
            <translation>{tile} drží body mimo zdvihu, ktorý môže vyhrať {side}: tvoj {mine} doň dá {points}</translation>
        </message>
        <message>
            <source>the {tile} puts less count into a trick {side} may win: {points} against {mine_points} with your {mine}</source>
            <extracomment>{side} is "the other side" (or "the bidder", "a defender" in 42 for three); {points} "5 points".</extracomment>
            <translation>{tile} dá menej bodov do zdvihu, ktorý môže vyhrať {side}: {points} oproti {mine_points} s tvojím {mine}</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: no one can beat it in {suit} now</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps; {suit} its suit ("fives", "trumps").</extracomment>
            <translation>{tile} ti nechá {mine} na neskorší zdvih: v tejto farbe ({suit}) ho teraz nikto neprebije</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: it is the only tile of its suit, so only a trump can beat it</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps.</extracomment>
            <translation>{tile} ti nechá {mine} na neskorší zdvih: je to jediný kameň svojej farby, takže prebiť ho môže len tromf</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: none of the {suit} the others may hold beats it, only a trump can</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps; {suit} its suit ("fives").</extracomment>
            <translation>{tile} ti nechá {mine} na neskorší zdvih: žiadny kameň v tejto farbe ({suit}), ktorý môžu mať ostatní, ho neprebije, prebiť ho môže len tromf</translation>
        </message>
        <message numerus="yes">
            <source>get rid of the {tile} while it can stay under: it beats %n tile(s) you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats none</source>
            <extracomment>Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's.</extracomment>
            <translation>
                <numerusform>zbav sa kameňa {tile}, kým môže zostať pod: prebije %n kameň, ktorý nevidíš, a keď ho niekto neskôr vynesie, môže zobrať zdvih; tvoj {mine} neprebije žiadny</numerusform>
                <numerusform>zbav sa kameňa {tile}, kým môže zostať pod: prebije %n kamene, ktoré nevidíš, a keď niekto neskôr vynesie jeden z nich, môže zobrať zdvih; tvoj {mine} neprebije žiadny</numerusform>
                <numerusform>zbav sa kameňa {tile}, kým môže zostať pod: prebije %n kameňov, ktoré nevidíš, a keď niekto neskôr vynesie jeden z nich, môže zobrať zdvih; tvoj {mine} neprebije žiadny</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>get rid of the {tile} while it can stay under: it beats %n tile(s) you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats only {fewer}</source>
            <extracomment>Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>zbav sa kameňa {tile}, kým môže zostať pod: prebije %n kameň, ktorý nevidíš, a keď ho niekto neskôr vynesie, môže zobrať zdvih; tvoj {mine} ich prebije len {fewer}</numerusform>
                <numerusform>zbav sa kameňa {tile}, kým môže zostať pod: prebije %n kamene, ktoré nevidíš, a keď niekto neskôr vynesie jeden z nich, môže zobrať zdvih; tvoj {mine} ich prebije len {fewer}</numerusform>
                <numerusform>zbav sa kameňa {tile}, kým môže zostať pod: prebije %n kameňov, ktoré nevidíš, a keď niekto neskôr vynesie jeden z nich, môže zobrať zdvih; tvoj {mine} ich prebije len {fewer}</numerusform>
            </translation>
        </message>
        <message>
            <source>no single fact sets the {tile} apart from your {mine}: the difference is in what each takes on average over the tiles you cannot see</source>
            <extracomment>Why the better tile rather than the user's, when both have the same chance: the hint's third column (points or tricks to come) tells them apart, shown beside it.</extracomment>
            <translation>žiadny jednotlivý fakt neodlišuje {tile} od tvojho {mine}: rozdiel je v tom, koľko každý v priemere získa nad kameňmi, ktoré nevidíš</translation>
        </message>
        <message>
            <source>no single fact sets the {tile} apart from your {mine}: the difference is in the odds over the tiles you cannot see, {percent}% against {mine_percent}% with yours</source>
            <extracomment>Why the better tile rather than the user's when no fact the seat sees tells them apart; the two chances (of making, or of setting, the contract), the better tile's first: "73.2% against 67.3%".</extracomment>
            <translation>žiadny jednotlivý fakt neodlišuje {tile} od tvojho {mine}: rozdiel je v šanciach nad kameňmi, ktoré nevidíš, {percent} % oproti {mine_percent} % s tvojím</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>bid {bid} (forced)</source>
            <extracomment>What the user did, after "You": "bid 30 (forced)", the forced-bid rule's bid of the last seat.</extracomment>
            <translation>ponuka {bid} (vynútená)</translation>
        </message>
        <message>
            <source>bids {bid} (forced)</source>
            <extracomment>What another seat did, after its name: "bids 30 (forced)", the forced-bid rule's bid of the last seat.</extracomment>
            <translation>ponúka {bid} (vynútená)</translation>
        </message>
        <message>
            <source>pass</source>
            <extracomment>What the user did, after "You" in the review's seat column.</extracomment>
            <translation>pasuješ</translation>
        </message>
        <message>
            <source>passes</source>
            <translation>pasuje</translation>
        </message>
        <message>
            <source>bid to shoot the moon</source>
            <extracomment>What the user did in Moon, after "You" in the review's seat column: the bid of 21.</extracomment>
            <translation>ponúkaš ísť na Mesiac</translation>
        </message>
        <message>
            <source>bids to shoot the moon</source>
            <translation>ponúka ísť na Mesiac</translation>
        </message>
        <message>
            <source>bid {bid}</source>
            <extracomment>What the user did, after "You": "bid 30".</extracomment>
            <translation>ponúkaš {bid}</translation>
        </message>
        <message>
            <source>bids {bid}</source>
            <extracomment>What another seat did, after its name: "bids 30".</extracomment>
            <translation>ponúka {bid}</translation>
        </message>
        <message>
            <source>lay the {tile} away</source>
            <translation>odkladáš {tile}</translation>
        </message>
        <message>
            <source>lays the {tile} away</source>
            <extracomment>What another seat did with Moon's widow, after its name: "lays the 6-1 away".</extracomment>
            <translation>odkladá {tile}</translation>
        </message>
        <message>
            <source>lay the hand down: every tile is sure to win</source>
            <translation>vykladáš kamene: každý kameň je istý</translation>
        </message>
        <message>
            <source>lays the hand down: every tile is sure to win</source>
            <translation>vykladá kamene: každý kameň je istý</translation>
        </message>
        <message>
            <source>play {tile}</source>
            <translation>hráš {tile}</translation>
        </message>
        <message>
            <source>plays {tile}</source>
            <translation>hrá {tile}</translation>
        </message>
        <message>
            <source>everyone else passed: you had to bid</source>
            <extracomment>Why the user's bid was right: under the house rule the last to bid must bid when all others pass.</extracomment>
            <translation>všetci ostatní pasovali: musel si ponúknuť</translation>
        </message>
        <message>
            <source>{contract} ({percent}% to make)</source>
            <extracomment>The better trump in the hand review, and its chance: "sixes (72% to make)".</extracomment>
            <translation>{contract} ({percent} % na splnenie)</translation>
        </message>
        <message>
            <source>The {tile} may be as good as the {best} the hint recommends: the hint's sampled deals are too few to tell the two apart.</source>
            <extracomment>{tile} is the user's tile, {best} the tile the hint recommends; the hint's chances come from sampled deals.</extracomment>
            <translation>{tile} môže byť rovnako dobrý ako {best}, ktorý rada odporúča: vylosovaných rozdaní rady je príliš málo na to, aby ich od seba odlíšila.</translation>
        </message>
        <message>
            <source>{tile} ({tricks} tricks to come on average)</source>
            <extracomment>The better tile of a Moon play once the bid is decided: "6-2 (1.3 tricks to come on average)".</extracomment>
            <translation>{tile} (v priemere {tricks} zdvihov do konca)</translation>
        </message>
        <message>
            <source>{tile} rather than {mine_tile}: {percent}% against {mine_percent}% to make, {tricks} against {mine_tricks} tricks on average, worth {worth} against {mine} game points</source>
            <extracomment>The better tile to lay away in Moon against the user's, each figure as the widow hint's table shows it, the better tile's first: "6-2 rather than 6-5: 82% against 72% to make, 6.0 against 6.7 tricks on average, worth +3.34 against +2.51 game points".</extracomment>
            <translation>{tile} namiesto {mine_tile}: {percent} % proti {mine_percent} % na splnenie, v priemere {tricks} proti {mine_tricks} zdvihom, hodnota {worth} proti {mine} bodom hry</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to make)</source>
            <translation>{tile} ({percent} % na splnenie)</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to set)</source>
            <translation>{tile} ({percent} % na zrazenie)</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to make): {reason}</source>
            <extracomment>{reason} is why the tile is better: "the 6-6 is a walker: no one can beat it in sixes now".</extracomment>
            <translation>{tile} ({percent} % na splnenie): {reason}</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to set): {reason}</source>
            <translation>{tile} ({percent} % na zrazenie): {reason}</translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n trick(s) on average if the hand is played out</source>
            <translation>
                <numerusform>{tile} stojí v priemere asi %n zdvih, ak sa ruka dohrá do konca</numerusform>
                <numerusform>{tile} stojí v priemere asi %n zdvihy, ak sa ruka dohrá do konca</numerusform>
                <numerusform>{tile} stojí v priemere asi %n zdvihov, ak sa ruka dohrá do konca</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n point(s) on average if the hand is played out</source>
            <translation>
                <numerusform>{tile} stojí v priemere asi %n bod, ak sa ruka dohrá do konca</numerusform>
                <numerusform>{tile} stojí v priemere asi %n body, ak sa ruka dohrá do konca</numerusform>
                <numerusform>{tile} stojí v priemere asi %n bodov, ak sa ruka dohrá do konca</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n trick(s) on average</source>
            <translation>
                <numerusform>{tile} stojí v priemere asi %n zdvih</numerusform>
                <numerusform>{tile} stojí v priemere asi %n zdvihy</numerusform>
                <numerusform>{tile} stojí v priemere asi %n zdvihov</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n point(s) on average</source>
            <translation>
                <numerusform>{tile} stojí v priemere asi %n bod</numerusform>
                <numerusform>{tile} stojí v priemere asi %n body</numerusform>
                <numerusform>{tile} stojí v priemere asi %n bodov</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} gave {seat} {points}</source>
            <extracomment>The user's count tile went to an opponent: "the 4-1 gave West 5 points".</extracomment>
            <translation>kameň {tile} priniesol {points} súperovi ({seat})</translation>
        </message>
    </context>
    <context>
        <name>session</name>
        <message>
            <source>The {tile} came from the widow: lay a tile away</source>
            <translation>Kameň {tile} prišiel z talónu: odlož jeden kameň</translation>
        </message>
        <message>
            <source>You took the widow: lay a tile away</source>
            <translation>Talón je tvoj: odlož jeden kameň</translation>
        </message>
        <message>
            <source>Your lead</source>
            <translation>Vynášaš</translation>
        </message>
        <message>
            <source>Your play</source>
            <translation>Tvoj ťah</translation>
        </message>
        <message>
            <source>{seat} to bid…</source>
            <translation>{seat} ponúka…</translation>
        </message>
        <message>
            <source>{seat} to name trump…</source>
            <translation>{seat} určuje tromf…</translation>
        </message>
        <message>
            <source>{seat} to take the widow…</source>
            <translation>{seat} berie talón…</translation>
        </message>
        <message>
            <source>{seat} to play…</source>
            <translation>{seat} hrá…</translation>
        </message>
        <message>
            <source>Seat {seat}</source>
            <translation>Miesto {seat}</translation>
        </message>
        <message>
            <source>{variant} needs {n} seats, got {got}</source>
            <translation>{variant} potrebuje {n} miesta, nie {got}</translation>
        </message>
        <message>
            <source>one human seat at most</source>
            <translation>najviac jedno miesto pre človeka</translation>
        </message>
        <message>
            <source>Undo is off in this game.</source>
            <translation>Vracanie ťahov je v tejto hre vypnuté.</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>Nie je čo vrátiť.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Nie si na rade.</translation>
        </message>
        <message>
            <source>No seat may act: the hand is in the {phase} phase.</source>
            <translation>Nikto teraz nemôže hrať (fáza kola: {phase}).</translation>
        </message>
        <message>
            <source>You cannot bid now: it is the {phase} phase.</source>
            <translation>Teraz nemôžeš ponúkať (fáza kola: {phase}).</translation>
        </message>
        <message>
            <source>You cannot name trump now: it is the {phase} phase.</source>
            <translation>Teraz nemôžeš určiť tromf (fáza kola: {phase}).</translation>
        </message>
        <message>
            <source>You cannot discard now: it is the {phase} phase.</source>
            <translation>Teraz nemôžeš odložiť kameň (fáza kola: {phase}).</translation>
        </message>
        <message>
            <source>You cannot play a tile now: it is the {phase} phase.</source>
            <translation>Teraz nemôžeš zahrať kameň (fáza kola: {phase}).</translation>
        </message>
        <message>
            <source>You cannot lay down now: it is the {phase} phase.</source>
            <translation>Teraz nemôžeš vyložiť kamene (fáza kola: {phase}).</translation>
        </message>
        <message>
            <source>You do not hold {tile}.</source>
            <translation>Nemáš kameň {tile}.</translation>
        </message>
        <message>
            <source>You must play the tile closest to 7 (you hold {held}).</source>
            <translation>Musíš zahrať kameň najbližšie k 7 (máš {held}).</translation>
        </message>
        <message>
            <source>You must follow {suit} (you hold {held}).</source>
            <translation>Musíš priznať farbu: {suit} (máš {held}).</translation>
        </message>
        <message>
            <source>You may not pass: everyone else passed, so the last bidder must bid {minimum}.</source>
            <translation>Nesmieš pasovať: všetci ostatní pasovali, takže posledný hráč musí ponúknuť {minimum}.</translation>
        </message>
        <message>
            <source>You are forced to bid the minimum, {minimum}.</source>
            <translation>Musíš ponúknuť minimum, {minimum}.</translation>
        </message>
        <message>
            <source>A Plunge needs at least {need} doubles; you hold {have}.</source>
            <translation>Plunge potrebuje aspoň {need} dvojité kamene; máš {have}.</translation>
        </message>
        <message>
            <source>A Splash needs at least {need} doubles; you hold {have}.</source>
            <translation>Splash potrebuje aspoň {need} dvojité kamene; máš {have}.</translation>
        </message>
        <message>
            <source>You cannot lay down now: only the player to lead may, before the trick.</source>
            <translation>Teraz nemôžeš vyložiť kamene: smie to len hráč, ktorý vynáša, a to pred zdvihom.</translation>
        </message>
        <message>
            <source>You cannot lay down: {reason}.</source>
            <translation>Nemôžeš vyložiť kamene: {reason}.</translation>
        </message>
        <message>
            <source>A Moon bid is {minimum} to {tricks} tricks or {shot} (shoot the moon), not {value}.</source>
            <translation>Ponuka v Mesiaci je {minimum} až {tricks} zdvihov alebo {shot} (ísť na Mesiac), nie {value}.</translation>
        </message>
        <message>
            <source>Bid {value} must beat the high bid of {high}.</source>
            <translation>Ponuka {value} musí byť vyššia ako najvyššia ponuka {high}.</translation>
        </message>
        <message>
            <source>Bid {value} is below the minimum bid of {minimum}.</source>
            <translation>Ponuka {value} je nižšia ako najnižšia ponuka {minimum}.</translation>
        </message>
        <message>
            <source>Bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42.</source>
            <translation>Ponuka {value} nie je platná: body sú od {minimum} do 41, značky sú násobky 42.</translation>
        </message>
        <message>
            <source>Mark bids above 42 are not allowed (house rule: no 84).</source>
            <translation>Ponuky na značky nad 42 nie sú povolené (domáce pravidlo: bez 84).</translation>
        </message>
        <message numerus="yes">
            <source>The highest bid is %n marks ({points}).</source>
            <translation>
                <numerusform>Najvyššia ponuka je %n značka ({points}).</numerusform>
                <numerusform>Najvyššia ponuka je %n značky ({points}).</numerusform>
                <numerusform>Najvyššia ponuka je %n značiek ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>After a mark bid the next bid must be exactly one mark more ({points}).</source>
            <translation>Po ponuke na značky musí byť ďalšia ponuka presne o jednu značku vyššia ({points}).</translation>
        </message>
        <message>
            <source>The first mark bid of an auction is 1 or 2 marks (42 or 84).</source>
            <translation>Prvá ponuka na značky v licitácii je 1 alebo 2 značky (42 alebo 84).</translation>
        </message>
        <message>
            <source>{name} is not played in this game (house rule off).</source>
            <translation>{name}: v tejto hre sa nehrá (domáce pravidlo je vypnuté).</translation>
        </message>
        <message numerus="yes">
            <source>A Plunge here is a bid of %n mark(s) ({points}).</source>
            <translation>
                <numerusform>Plunge je tu ponuka za %n značku ({points}).</numerusform>
                <numerusform>Plunge je tu ponuka za %n značky ({points}).</numerusform>
                <numerusform>Plunge je tu ponuka za %n značiek ({points}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A Splash here is a bid of %n mark(s) ({points}).</source>
            <translation>
                <numerusform>Splash je tu ponuka za %n značku ({points}).</numerusform>
                <numerusform>Splash je tu ponuka za %n značky ({points}).</numerusform>
                <numerusform>Splash je tu ponuka za %n značiek ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} cannot be named in this game of Moon.</source>
            <translation>{contract}: v tejto partii Mesiaca sa nedá určiť.</translation>
        </message>
        <message>
            <source>{name} cannot be named on a plunge.</source>
            <translation>{name}: pri Plunge sa nedá určiť.</translation>
        </message>
        <message>
            <source>{name} cannot be named on a splash.</source>
            <translation>{name}: pri Splash sa nedá určiť.</translation>
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points}).</source>
            <translation>
                <numerusform>{name}: treba ponuku aspoň za %n značku ({points}).</numerusform>
                <numerusform>{name}: treba ponuku aspoň za %n značky ({points}).</numerusform>
                <numerusform>{name}: treba ponuku aspoň za %n značiek ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} is not allowed here.</source>
            <translation>{contract}: tu nie je povolené.</translation>
        </message>
        <message>
            <source>{reason}.</source>
            <extracomment>A message from the game engine said to the user; {reason} starts in lower case.</extracomment>
            <translation>{reason}.</translation>
        </message>
        <message>
            <source>Wait for the other players: it is not your move yet.</source>
            <translation>Počkaj na ostatných hráčov: ešte nie si na ťahu.</translation>
        </message>
        <message>
            <source>Laying down is right here too: every tile you hold is sure to win. This lesson plays the tricks out to show why: read the card again.</source>
            <translation>Vyložiť kamene je tu tiež správne: každý tvoj kameň určite vyhrá. Táto lekcia dohráva zdvihy, aby ukázala prečo: prečítaj si kartu znova.</translation>
        </message>
        <message>
            <source>That is not this lesson's move: read the card again.</source>
            <translation>Toto nie je ťah tejto lekcie: prečítaj si kartu znova.</translation>
        </message>
    </context>
    <context>
        <name>stats</name>
        <message>
            <source>another program is using it</source>
            <translation>používa ho iný program</translation>
        </message>
        <message>
            <source>it may not be written</source>
            <translation>nesmie sa doň zapisovať</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>nedá sa otvoriť</translation>
        </message>
        <message>
            <source>Statistics cannot be kept in this session ({error}); the statistics file is left as it is.</source>
            <translation>Štatistiky sa v tejto relácii nedajú viesť ({error}); súbor štatistík zostáva nezmenený.</translation>
        </message>
        <message>
            <source>The statistics file was written by a newer version of Texas 42 (schema {version}); it was moved to {file} and new statistics were started.</source>
            <translation>Súbor štatistík zapísala novšia verzia Texas 42 (schéma {version}); bol presunutý do {file} a začali sa nové štatistiky.</translation>
        </message>
        <message>
            <source>The statistics file was damaged ({error}); it was moved to {file} and new statistics were started.</source>
            <translation>Súbor štatistík bol poškodený ({error}); bol presunutý do {file} a začali sa nové štatistiky.</translation>
        </message>
        <message>
            <source>Statistics could not be saved ({error}); the game goes on.</source>
            <translation>Štatistiky sa nepodarilo uložiť ({error}); hra pokračuje.</translation>
        </message>
    </context>
</TS>
