<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ceb" sourcelanguage="en">
    <context>
        <name>A11y</name>
        <message>
            <source>{table} columns</source>
            <translation>Mga kolum sa {table}</translation>
        </message>
        <message>
            <source>{table} rows</source>
            <translation>Mga laray sa {table}</translation>
        </message>
        <message>
            <source>{table}: select all</source>
            <translation>{table}: pilia ang tanan</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>Not used in {game}</source>
            <translation>Dili gamiton sa {game}</translation>
        </message>
        <message>
            <source>Analyze a hand</source>
            <translation>Analisaha ang usa ka kamot</translation>
        </message>
        <message>
            <source>The game on the table</source>
            <translation>Ang dula sa lamesa</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>Mga &amp;lagda</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <translation>Imong mga domino</translation>
        </message>
        <message>
            <source>Your &amp;tiles</source>
            <translation>Imong mga &amp;domino</translation>
        </message>
        <message>
            <source>You &amp;bid</source>
            <translation>Mo-&amp;bid ka</translation>
        </message>
        <message>
            <source>in order, e.g. {pass_} 30</source>
            <translation>sunod-sunod, pananglitan {pass_} 30</translation>
        </message>
        <message>
            <source>Bids before yours</source>
            <translation>Mga bid sa wala pa ang imo</translation>
        </message>
        <message>
            <source>Bids before &amp;yours</source>
            <translation>Mga bid &amp;una nimo</translation>
        </message>
        <message>
            <source>The other hands (optional)</source>
            <translation>Ang ubang mga kamot (kon gusto)</translation>
        </message>
        <message>
            <source>&amp;Analyze</source>
            <translation>&amp;Analisaha</translation>
        </message>
        <message>
            <source>&amp;Save as .t42…</source>
            <translation>&amp;Tipigi isip .t42…</translation>
        </message>
        <message>
            <source>Enter your tiles and press Analyze.</source>
            <translation>Isulod ang imong mga domino ug pindota ang Analisaha.</translation>
        </message>
        <message>
            <source>first</source>
            <translation>una</translation>
        </message>
        <message>
            <source>second</source>
            <translation>ikaduha</translation>
        </message>
        <message>
            <source>third</source>
            <translation>ikatulo</translation>
        </message>
        <message>
            <source>fourth</source>
            <translation>ikaupat</translation>
        </message>
        <message>
            <source>Type your tiles, as in {example}, or pick them below.</source>
            <translation>I-type ang imong mga domino, sama sa {example}, o pilia sila sa ubos.</translation>
        </message>
        <message>
            <source>The entries changed: press Analyze for the hand as it is now.</source>
            <translation>Nausab ang gisulod: pindota ang Analisaha para sa kamot sama karon.</translation>
        </message>
        <message>
            <source>The hand could not be analyzed: {error}</source>
            <translation>Dili ma-analisa ang kamot: {error}</translation>
        </message>
        <message>
            <source>{contract} {value}</source>
            <translation>{contract} {value}</translation>
        </message>
        <message>
            <source>With every hand open, perfect play and every trick played out, you bidding and leading take: {list}.</source>
            <translation>Kon bukas ang tanang kamot, hingpit ang pagdula ug dulaon ang tanang trick, ikaw ang nag-bid ug nag-una, makuha nimo: {list}.</translation>
        </message>
        <message>
            <source>With every hand open and perfect play, you bidding and leading take: {list}.</source>
            <translation>Kon bukas ang tanang kamot ug hingpit ang pagdula, ikaw ang nag-bid ug nag-una, makuha nimo: {list}.</translation>
        </message>
        <message>
            <source>The best line with every hand open, {bid} in {contract}:</source>
            <translation>Ang labing maayong dula kon bukas ang tanang kamot, {bid} sa {contract}:</translation>
        </message>
        <message numerus="yes">
            <source>{number}. {plays} (won by {seat}, %n point(s))</source>
            <translation>
                <numerusform>{number}. {plays} (modaog si {seat}, %n puntos)</numerusform>
                <numerusform>{number}. {plays} (modaog si {seat}, %n ka puntos)</numerusform>
            </translation>
        </message>
        <message>
            <source>Save the hand</source>
            <translation>Tipigi ang kamot</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>No data yet</source>
            <translation>Wala pay datos</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>It is not your turn.</source>
            <translation>Dili pa nimo tira.</translation>
        </message>
        <message>
            <source>The hint failed: {error}</source>
            <translation>Napakyas ang tambag: {error}</translation>
        </message>
        <message>
            <source>The computer player failed: {error}</source>
            <translation>Napakyas ang kompyuter nga magdudula: {error}</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>&amp;Minimum bid</source>
            <translation>Minimum n&amp;ga bid</translation>
        </message>
        <message>
            <source>Mark bids (&amp;84 and up)</source>
            <translation>Mga bid sa ma&amp;rka (84 ug pataas)</translation>
        </message>
        <message>
            <source>Raising a mar&amp;k bid</source>
            <translation>Pagpa&amp;taas sa bid sa marka</translation>
        </message>
        <message>
            <source>&amp;When everyone passes</source>
            <translation>Kon &amp;ang tanan mopasa</translation>
        </message>
        <message>
            <source>&amp;First to bid</source>
            <translation>Unang mo-bid (&amp;C)</translation>
        </message>
        <message>
            <source>F&amp;ollow-me doubles</source>
            <translation>Mga dobl&amp;e sa magsunod kanako</translation>
        </message>
        <message>
            <source>End &amp;the hand once decided</source>
            <translation>Tapusa ang hugna kon desidido na (&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Score in</source>
            <translation>&amp;Iskor sa</translation>
        </message>
        <message>
            <source>&amp;Play to</source>
            <translation>Dulaa &amp;hangtod sa</translation>
        </message>
        <message>
            <source>&amp;Nello</source>
            <translation>&amp;Nello</translation>
        </message>
        <message>
            <source>Se&amp;vens</source>
            <translation>&amp;Sevens</translation>
        </message>
        <message>
            <source>Pl&amp;unge</source>
            <translation>Pl&amp;unge</translation>
        </message>
        <message>
            <source>Spl&amp;ash</source>
            <translation>Sp&amp;lash</translation>
        </message>
        <message>
            <source>A forced &amp;bidder may call a special</source>
            <translation>Ang pinugos nga bidder pu&amp;wedeng mopili og espesyal</translation>
        </message>
        <message>
            <source>Widow e&amp;xchange</source>
            <translation>Pag-&amp;ilis sa sobra</translation>
        </message>
        <message>
            <source>Doubles may be &amp;trump</source>
            <translation>Pu&amp;wedeng trump ang mga doble</translation>
        </message>
        <message>
            <source>&amp;Follow-me allowed</source>
            <translation>Gi&amp;tugotan ang magsunod kanako</translation>
        </message>
        <message>
            <source>A &amp;set bidder</source>
            <translation>Ang &amp;napakyas nga bidder</translation>
        </message>
        <message>
            <source>A made m&amp;oon wins at any score</source>
            <translation>Ang natuman nga moon modaog bisan &amp;unsa ang iskor</translation>
        </message>
        <message>
            <source>&amp;Lay down a sure hand</source>
            <translation>Ibukhad kon sigurado (&amp;F)</translation>
        </message>
        <message>
            <source>The player to lead may show their hand and take every remaining trick when each tile they hold is sure to win it, whatever the others hold.</source>
            <translation>Ang mag-una puwedeng mobukhad sa iyang mga domino ug mokuha sa tanang nahibiling trick kon ang matag domino nga iyang gihawiran siguradong modaog, bisan unsa pa ang hawid sa uban.</translation>
        </message>
        <message>
            <source>The lowest point bid allowed (30 in tournament play).</source>
            <translation>Ang pinakaubos nga bid sa puntos nga gitugotan (30 sa torneo).</translation>
        </message>
        <message>
            <source>Whether bids of 2 marks (84) or more are allowed; when off, 42 (1 mark) is the top bid.</source>
            <translation>Kon gitugotan ba ang bid nga 2 marka (84) o labaw pa; kon naka-off, ang 42 (1 marka) ang pinakataas nga bid.</translation>
        </message>
        <message>
            <source>After the first mark bid, each later one raises it by exactly one mark, or by any number.</source>
            <translation>Human sa unang bid sa marka, ang matag sunod mopataas niini og eksaktong usa ka marka, o bisan pila.</translation>
        </message>
        <message>
            <source>Who bids first on the first hand of a game: the player left of the shaker, or whoever holds the 1-0.</source>
            <translation>Kinsa ang unang mo-bid sa unang hugna sa dula: ang magdudula sa wala sa tigbalasa, o ang naghawid sa 1-0.</translation>
        </message>
        <message>
            <source>In follow-me (no trump), whether a double is the highest or the lowest tile of its suit.</source>
            <translation>Sa magsunod kanako (walay trump), kon ang doble ba ang pinakataas o pinakaubos nga domino sa iyang suit.</translation>
        </message>
        <message>
            <source>Stop a hand as soon as the bid is made or set, instead of playing all seven tricks. A points game plays them all: each point counts.</source>
            <translation>Hunonga ang hugna dayon kon matuman o mapakyas ang bid, inay dulaon ang tanang pito ka trick. Ang dula sa puntos magdula sa tanan: ihap ang matag puntos.</translation>
        </message>
        <message>
            <source>The score that wins the game.</source>
            <translation>Ang iskor nga modaog sa dula.</translation>
        </message>
        <message>
            <source>A bid to lose every trick; the bidder's partner sits out.</source>
            <translation>Bid nga mapildi sa matag trick; dili modula ang partner sa bidder.</translation>
        </message>
        <message>
            <source>Each player must play the tile closest to seven pips; the bidders must take every trick.</source>
            <translation>Ang matag magdudula kinahanglang mobutang sa domino nga pinakaduol sa pito ka tuldok; kinahanglang kuhaon sa mga bidder ang matag trick.</translation>
        </message>
        <message>
            <source>With four doubles or more, bid 4 marks or more; your partner names trump and leads.</source>
            <translation>Kon aduna kay upat o labaw pa ka doble, mo-bid og 4 marka o labaw pa; ang imong partner ang mopili sa trump ug mag-una.</translation>
        </message>
        <message>
            <source>Like Plunge with three doubles or more, from 2 marks.</source>
            <translation>Sama sa Plunge apan tulo o labaw pa ka doble, gikan sa 2 marka.</translation>
        </message>
        <message>
            <source>&amp;Hide won tricks on bids of 84 and up</source>
            <translation>Itago ang nadaog nga trick sa bid nga 84 pataas (&amp;V)</translation>
        </message>
        <message>
            <source>When the first three players pass: the last player to bid must bid the minimum, or the tiles are shaken again. The last is the shaker, or, on a first hand the holder of the 1-0 opens, the player on their right.</source>
            <translation>Kon mopasa ang unang tulo ka magdudula: ang kataposang mo-bid kinahanglang mo-bid sa minimum, o balasahon pag-usab ang mga domino. Ang kataposan mao ang tigbalasa, o, sa unang hugna nga giablihan sa naghawid sa 1-0, ang magdudula sa iyang tuo.</translation>
        </message>
        <message>
            <source>Score marks or points; the game is won at the score set in "Play to".</source>
            <translation>Iskor sa marka o puntos; madaog ang dula sa iskor nga gibutang sa "Dulaa hangtod sa".</translation>
        </message>
        <message>
            <source>On a bid of 84 (2 marks) or more, won tricks are stacked face down so nobody can look back; on a bid of 42 they stay face up.</source>
            <translation>Sa bid nga 84 (2 ka marka) o labaw pa, ang nadaog nga mga trick ipundok nga nakataob aron walay makabalik-tan-aw; sa bid nga 42 magpabiling nakaabli kini.</translation>
        </message>
        <message>
            <source>Whether the last player, forced to bid after everyone passed, may call Nello or Sevens.</source>
            <translation>Kon ang kataposang magdudula, nga gipugos pag-bid human mopasa ang tanan, puwede bang mopili og Nello o Sevens.</translation>
        </message>
        <message>
            <source>Whether the bidder takes the widow before or after naming trump.</source>
            <translation>Kon kuhaon ba sa bidder ang sobra sa dili pa o human mopili sa trump.</translation>
        </message>
        <message>
            <source>Whether the bidder may name doubles as trump.</source>
            <translation>Kon puwede bang mopili ang bidder og mga doble isip trump.</translation>
        </message>
        <message>
            <source>Whether the bidder may name follow-me (no trump).</source>
            <translation>Kon puwede bang mopili ang bidder og magsunod kanako (walay trump).</translation>
        </message>
        <message>
            <source>What a set bidder scores: minus the bid, or nothing while each opponent gains the bid.</source>
            <translation>Unsay iskor sa napakyas nga bidder: minus ang bid, o wala samtang ang matag kontra makadawat sa bid.</translation>
        </message>
        <message>
            <source>When on, shooting the moon and making it wins the game even from behind. When off, it scores 21 like any bid, which still wins from zero or more at a target of 21.</source>
            <translation>Kon naka-on, ang pag-shoot the moon ug pagtuman niini modaog sa dula bisan naulahi ka sa iskor. Kon naka-off, makaiskor kini og 21 sama sa ubang bid, nga modaog gihapon gikan sa zero o labaw pa kon 21 ang tumong.</translation>
        </message>
        <message>
            <source>When the first two players pass: the shaker must bid the minimum, or the tiles are shaken again.</source>
            <translation>Kon mopasa ang unang duha ka magdudula: kinahanglang mo-bid sa minimum ang tigbalasa, o balasahon pag-usab ang mga domino.</translation>
        </message>
        <message>
            <source>Who bids first on the first hand of a game: the player left of the shaker (42 for three has no 1-0).</source>
            <translation>Kinsa ang unang mo-bid sa unang hugna sa dula: ang magdudula sa wala sa tigbalasa (walay 1-0 ang 42 para sa tulo).</translation>
        </message>
        <message>
            <source>Stop a hand as soon as the bid is made or set, instead of playing all nine tricks. A points game plays them all: each point counts.</source>
            <translation>Hunonga ang hugna dayon kon matuman o mapakyas ang bid, inay dulaon ang tanang siyam ka trick. Ang dula sa puntos magdula sa tanan: ihap ang matag puntos.</translation>
        </message>
        <message>
            <source>A bid to lose every trick, against both other players.</source>
            <translation>Bid nga mapildi sa matag trick, batok sa duha ka ubang magdudula.</translation>
        </message>
        <message>
            <source>Each player must play the tile closest to seven pips; the bidder must take every trick.</source>
            <translation>Ang matag magdudula kinahanglang mobutang sa domino nga pinakaduol sa pito ka tuldok; kinahanglang kuhaon sa bidder ang matag trick.</translation>
        </message>
        <message>
            <source>The lowest bid allowed, in tricks: 3, 4 (the usual) or 5.</source>
            <translation>Ang pinakaubos nga bid nga tugotan, sa mga trick: 3, 4 (ang naandan) o 5.</translation>
        </message>
        <message>
            <source>When the first two players pass: the last player must bid the minimum, or the tiles are dealt again.</source>
            <translation>Kon mopasa ang unang duha ka magdudula: kinahanglang mo-bid sa minimum ang kataposang magdudula, o bahinon pag-usab ang mga domino.</translation>
        </message>
        <message>
            <source>Not available: mark bids (84 and up) are off.</source>
            <translation>Dili magamit: gipalong ang mga bid sa marka (84 ug pataas).</translation>
        </message>
        <message>
            <source>Not available: neither Nello nor Sevens is allowed.</source>
            <translation>Dili magamit: dili tugotan ang Nello ug ang Sevens.</translation>
        </message>
        <message>
            <source>Not available: nobody is forced to bid; when everyone passes, the tiles are shaken again.</source>
            <translation>Dili magamit: walay gipugos pag-bid; kon mopasa ang tanan, balasahon pag-usab ang mga domino.</translation>
        </message>
        <message>
            <source>Not available: a points game plays every trick.</source>
            <translation>Dili magamit: ang dula sa puntos magdula sa matag trick.</translation>
        </message>
        <message>
            <source>Not available: a made moon wins anyway. A set bidder scores 0, so no score is below zero, and the target is 21 or less.</source>
            <translation>Dili magamit: ang natuman nga shoot the moon modaog gihapon. Ang napakyas nga bidder makaiskor og 0, busa walay iskor nga ubos sa sero, ug ang target 21 o ubos pa.</translation>
        </message>
        <message>
            <source>one mark at a time</source>
            <translation>usa ka marka matag higayon</translation>
        </message>
        <message>
            <source>any jump</source>
            <translation>bisan unsang lukso</translation>
        </message>
        <message>
            <source>last seat must bid</source>
            <translation>ang kataposan kinahanglang mo-bid</translation>
        </message>
        <message>
            <source>shake again</source>
            <translation>balasa pag-usab</translation>
        </message>
        <message>
            <source>deal again</source>
            <translation>bahina pag-usab</translation>
        </message>
        <message>
            <source>left of the shaker</source>
            <translation>sa wala sa tigbalasa</translation>
        </message>
        <message>
            <source>holder of the 1-0</source>
            <translation>ang naghawid sa 1-0</translation>
        </message>
        <message>
            <source>high</source>
            <translation>taas</translation>
        </message>
        <message>
            <source>low</source>
            <translation>ubos</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>marka</translation>
        </message>
        <message>
            <source>points</source>
            <translation>puntos</translation>
        </message>
        <message>
            <source>before naming trump</source>
            <translation>sa dili pa mopili sa trump</translation>
        </message>
        <message>
            <source>after naming trump</source>
            <translation>human mopili sa trump</translation>
        </message>
        <message>
            <source>loses the bid</source>
            <translation>mawad-an sa bid</translation>
        </message>
        <message>
            <source>scores 0; opponents gain the bid</source>
            <translation>0 ang iskor; ang mga kontra makadawat sa bid</translation>
        </message>
        <message>
            <source>their own suit</source>
            <translation>kaugalingong suit</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ikaw</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Kasadpan</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Sidlakan</translation>
        </message>
        <message>
            <source>{rule} allowed</source>
            <translation>Gitugotan ang {rule}</translation>
        </message>
        <message>
            <source>{rule}: least number of marks</source>
            <translation>{rule}: pinakagamay nga marka</translation>
        </message>
        <message>
            <source>{rule}: doubles</source>
            <translation>{rule}: mga doble</translation>
        </message>
        <message>
            <source>allowed</source>
            <translation>gitugotan</translation>
        </message>
        <message>
            <source>doubles {value}</source>
            <translation>doble: {value}</translation>
        </message>
        <message numerus="yes">
            <source>from %n mark(s)</source>
            <translation>
                <numerusform>%n marka pataas</numerusform>
                <numerusform>%n marka pataas</numerusform>
            </translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Bag-ong dula</translation>
        </message>
        <message>
            <source>A set of house rules; changing any rule below shows "Custom".</source>
            <translation>Usa ka pundok sa mga lagda sa balay; ang pag-ilis sa bisan unsang lagda sa ubos mopakita og "Kaugalingon".</translation>
        </message>
        <message>
            <source>random</source>
            <translation>sulagma</translation>
        </message>
        <message>
            <source>Leave empty for random deals, or enter a number to replay or share the same deals.</source>
            <translation>Biyai nga blangko para sa sulagmang pagbahin, o isulod ang numero aron dulaon pag-usab o ipaambit ang samang mga pagbahin.</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Mga lagda sa balay</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Dula</translation>
        </message>
        <message>
            <source>&amp;Rule preset</source>
            <translation>&amp;Preset</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>&amp;Mga magdudula</translation>
        </message>
        <message>
            <source>Deal s&amp;eed</source>
            <translation>Numero sa pagbahin (&amp;J)</translation>
        </message>
        <message>
            <source>Pract&amp;ice: hints and undo allowed</source>
            <translation>Praktis: ma&amp;y tambag ug bawi</translation>
        </message>
        <message>
            <source>&amp;Deal</source>
            <translation>&amp;Bahina</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Kaugalingon</translation>
        </message>
        <message>
            <source>Your seat</source>
            <translation>Imong lingkoranan</translation>
        </message>
        <message>
            <source>you play it</source>
            <translation>ikaw mismo</translation>
        </message>
        <message>
            <source>{name} (you)</source>
            <translation>{name} (ikaw)</translation>
        </message>
        <message>
            <source>{name} (computer)</source>
            <translation>{name} (AI)</translation>
        </message>
        <message>
            <source>{name}'s level</source>
            <translation>Lebel sa {name}</translation>
        </message>
        <message>
            <source>How strongly this computer player bids and plays.</source>
            <translation>Unsa ka kusog mo-bid ug modula kini nga kompyuter.</translation>
        </message>
        <message>
            <source>The deal seed must be a whole number (up to 18 digits), or empty for random deals.</source>
            <translation>Ang seed sa pagbahin kinahanglang tibuok nga numero (hangtod 18 ka digit), o blangko para sa sulagmang pagbahin.</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Mga gusto</translation>
        </message>
        <message>
            <source>Your name at the table, from the next game.</source>
            <translation>Ang imong ngalan sa lamesa, sugod sa sunod nga dula.</translation>
        </message>
        <message>
            <source>Put the costly bids and plays of your Texas 42 &amp;games in My mistakes</source>
            <translation>Ibutang ang mahal nga mga bid ug tira sa imong mga &amp;dula sa Texas 42 sa Akong mga sayop</translation>
        </message>
        <message>
            <source>Each finished hand of your games of Texas 42 scored in marks is reviewed in the background; what it grades costly comes back in Practice &gt; My mistakes. Moon, 42 for three and games scored in points are not reviewed for it.</source>
            <translation>Ang matag nahuman nga kamot sa imong mga dula sa Texas 42 nga iskor sa marka gisusi sa likod; ang makita nga mahal mobalik sa Praktis &gt; Akong mga sayop. Ang Moon, 42 para sa tulo ug ang mga dula sa puntos dili gisusi para niini.</translation>
        </message>
        <message>
            <source>System ({language})</source>
            <translation>Sistema ({language})</translation>
        </message>
        <message>
            <source>Offer &amp;hints and undo in new games</source>
            <translation>Itanyag ang &amp;tambag ug bawi sa bag-ong mga dula</translation>
        </message>
        <message>
            <source>The language of the app. A new one takes a restart, which OK offers; your game is kept.</source>
            <translation>Ang pinulongan sa app. Ang bag-o kinahanglan og pag-restart, nga ihalad sa OK; ang imong dula tipigan.</translation>
        </message>
        <message>
            <source>OK offers to restart the app in this language now; your game is kept.</source>
            <translation>Ihalad sa OK nga i-restart karon ang app niini nga pinulongan; ang imong dula tipigan.</translation>
        </message>
        <message>
            <source>&amp;Your name</source>
            <translation>&amp;Imong ngalan</translation>
        </message>
        <message>
            <source>&amp;Tiles</source>
            <translation>&amp;Mga domino</translation>
        </message>
        <message>
            <source>&amp;Animation</source>
            <translation>&amp;Animasyon</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Pinulongan</translation>
        </message>
        <message>
            <source>native (C)</source>
            <translation>lumad (C)</translation>
        </message>
        <message>
            <source>Python (slower)</source>
            <translation>Python (mas hinay)</translation>
        </message>
        <message>
            <source>Texas 42, Moon and 42 for three against computer players that bid and play like strong humans.</source>
            <translation>Texas 42, Moon ug 42 para sa tulo batok sa mga kompyuter nga mo-bid ug modula sama sa maayong mga magdudula.</translation>
        </message>
        <message>
            <source>Solver: {backend}.</source>
            <translation>Tigsulbad: {backend}.</translation>
        </message>
        <message>
            <source>Open source; the rules and the game record format are documented in the app.</source>
            <translation>Open source; ang mga lagda ug ang format sa rekord sa dula gisulat sulod sa app.</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Sayon</translation>
        </message>
        <message>
            <source>Normal</source>
            <comment>level</comment>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Lisod</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Eksperto</translation>
        </message>
        <message>
            <source>Easy: plays by rules of thumb and looks no further. A table for beginners.</source>
            <translation>Sayon: modula sumala sa simpleng mga lagda ug dili motan-aw sa unahan. Lamesa alang sa mga nagsugod.</translation>
        </message>
        <message>
            <source>Normal: weighs a dozen possible deals of the hidden tiles for each play, and sometimes misjudges a close choice.</source>
            <translation>Normal: sa matag dula gitimbang ang mga dosena ka posibleng pagbahin sa mga tinagong domino, ug usahay masayop sa usa ka suod nga pagpili.</translation>
        </message>
        <message>
            <source>Hard: weighs about a hundred possible deals for each play and bid, without slips.</source>
            <translation>Lisod: sa matag dula ug bid gitimbang ang mga usa ka gatos ka posibleng pagbahin, walay sayop.</translation>
        </message>
        <message>
            <source>Expert: bids as Hard does; in play it weighs more deals, more still where the choice is close, reads the count the last player to each trick throws or keeps, and prefers plays that leave room for the guesses still to come. A little slower.</source>
            <translation>Eksperto: mo-bid sama sa Lisod; sa dula gitimbang ang mas daghang pagbahin, mas daghan pa kon duol ang pilian, gibasa ang count nga gilabay o gitipigan sa katapusang magdudula sa matag trick, ug gipili ang mga tira nga nagbilin og lugar sa mga pagtag-an nga moabot pa. Medyo mas hinay.</translation>
        </message>
        <message>
            <source>At Texas 42 it wins about {games} games in 10 against Easy.</source>
            <translation>Sa Texas 42, modaog kini mga {games} sa 10 ka duwa batok sa Sayon.</translation>
        </message>
        <message>
            <source>At Texas 42 it wins about {games} games in 10 against Easy and {normal} in 10 against Normal.</source>
            <translation>Sa Texas 42, modaog kini mga {games} sa 10 ka duwa batok sa Sayon ug {normal} sa 10 batok sa Normal.</translation>
        </message>
        <message>
            <source>At Texas 42, on {deals} deals each played both ways with a forced bid of 30, its bidders made {expert} and Hard's {hard}. In {hands} hands bid and played as usual, each played both ways, it came out ahead of Hard in {ahead} and behind in {behind}; the rest came out the same.</source>
            <translation>Sa Texas 42, sa {deals} ka pagbahin, matag usa gidula sa duha ka paagi nga adunay pinugos nga bid nga 30, ang mga bidder niini natuman {expert} ug ang sa Lisod {hard}. Sa {hands} ka hugna nga gi-bid ug gidula sama sa naandan, matag usa gidula sa duha ka paagi, nag-una kini sa Lisod sa {ahead} ug naulahi sa {behind}; ang uban parehas ra ang resulta.</translation>
        </message>
        <message>
            <source>At Moon, one Hard player against two Easy ones wins about {games} games in 10 (a third would be even).</source>
            <translation>Sa Moon, ang usa ka Lisod batok sa duha ka Sayon modaog mga {games} sa 10 ka duwa (kung managsama, usa sa tulo).</translation>
        </message>
        <message>
            <source>Off (no motion)</source>
            <translation>Off (walay lihok)</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Paspas</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Hinay</translation>
        </message>
        <message>
            <source>Classic ivory</source>
            <translation>Klasikong garing</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Taas nga kontrast</translation>
        </message>
        <message>
            <source>Game record format (.t42)</source>
            <translation>Porma sa rekord sa dula (.t42)</translation>
        </message>
        <message>
            <source>On this computer, texas42-record is {path}</source>
            <translation>Niini nga kompyuter, ang texas42-record anaa sa {path}</translation>
        </message>
        <message>
            <source>Information</source>
            <translation>Impormasyon</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Pasidaan</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Sayop</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>Pangutana</translation>
        </message>
        <message>
            <source>Your lesson is kept: Practice &gt; Learn to play continues it where you are.</source>
            <translation>Ang imong leksiyon tipigan: ang Praktis &gt; Tun-i ang pagdula mopadayon niini diin ka na.</translation>
        </message>
        <message>
            <source>Your practice session is kept: the Practice menu continues it.</source>
            <translation>Ang imong sesyon sa praktis tipigan: ang menu nga Praktis mopadayon niini.</translation>
        </message>
        <message>
            <source>Your practice session could not be kept: its answers so far are lost.</source>
            <translation>Dili matipigan ang imong sesyon sa praktis: mawala ang mga tubag hangtod karon.</translation>
        </message>
        <message>
            <source>Your game in progress is kept.</source>
            <translation>Ang imong dula nga wala pa mahuman tipigan.</translation>
        </message>
        <message>
            <source>Your game in progress cannot be saved: {loss}.</source>
            <translation>Dili matipigan ang imong dula nga wala pa mahuman: {loss}.</translation>
        </message>
        <message>
            <source>Restart Texas 42 now in {language}?</source>
            <translation>I-restart karon ang Texas 42 sa {language}?</translation>
        </message>
        <message>
            <source>&amp;Restart now</source>
            <translation>&amp;I-restart karon</translation>
        </message>
        <message>
            <source>&amp;Later</source>
            <translation>&amp;Unya na</translation>
        </message>
    </context>
    <context>
        <name>GameRules</name>
        <message>
            <source>The New game dialog's set of house rules these are, or Custom if they are none of its presets.</source>
            <translation>Ang set sa mga lagda sa balay sa dialog nga Bag-ong dula nga mao kini, o Kaugalingon kon dili kini bisan usa sa mga set niini.</translation>
        </message>
        <message>
            <source>{players} players, partners sitting opposite; {tiles} tiles each.</source>
            <translation>{players} ka magdudula, ang magkapartner naglingkod nga magatbang; {tiles} ka domino matag usa.</translation>
        </message>
        <message>
            <source>{players} players, each playing alone; {tiles} tiles each, and one face down as the widow.</source>
            <translation>{players} ka magdudula, matag usa nagdula nga mag-inusara; {tiles} ka domino matag usa, ug usa nga nakataob isip sobra.</translation>
        </message>
        <message>
            <source>{players} players, each playing alone; {tiles} tiles each.</source>
            <translation>{players} ka magdudula, matag usa nagdula nga mag-inusara; {tiles} ka domino matag usa.</translation>
        </message>
        <message>
            <source>on</source>
            <translation>on</translation>
        </message>
        <message>
            <source>off</source>
            <translation>off</translation>
        </message>
        <message>
            <source>Click for the rules of this game ({key}).</source>
            <translation>I-klik para sa mga lagda niini nga dula ({key}).</translation>
        </message>
        <message>
            <source>Rules of this game</source>
            <translation>Mga lagda niini nga dula</translation>
        </message>
        <message>
            <source>The rules of the game on the table. To read about a rule on the rules page, choose it and press Read about it.</source>
            <translation>Ang mga lagda sa dula sa lamesa. Aron mabasa ang bahin sa usa ka lagda sa panid sa mga lagda, pilia kini ug pindota ang Basaha pa.</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>Lagda</translation>
        </message>
        <message>
            <source>In this game</source>
            <translation>Niini nga dula</translation>
        </message>
        <message>
            <source>&amp;Read about it</source>
            <translation>&amp;Basaha pa</translation>
        </message>
    </context>
    <context>
        <name>HintView</name>
        <message>
            <source>On your turn, Hint (H) shows the computer's view of your choices.</source>
            <translation>Sa imong tira, ang Tambag (H) mopakita sa panglantaw sa kompyuter bahin sa imong mga pilianan.</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Tambag (H)</translation>
        </message>
        <message>
            <source>What the Hard AI would do here, and why</source>
            <translation>Unsay buhaton sa Lisod nga AI dinhi, ug ngano</translation>
        </message>
        <message>
            <source>Thinking about your options…</source>
            <translation>Naghunahuna sa imong mga pilianan…</translation>
        </message>
        <message>
            <source>Recommended: {bid}.</source>
            <translation>Girekomenda: {bid}.</translation>
        </message>
        <message>
            <source>Quick estimate from the built-in table; refining by simulation…</source>
            <translation>Dali nga banabana gikan sa tabla sa app; gipino pinaagi sa simulasyon…</translation>
        </message>
        <message numerus="yes">
            <source>Preview over %n deal(s); refining…</source>
            <translation>
                <numerusform>Pasiunang tan-aw gikan sa %n ka pagbahin; gipino…</numerusform>
                <numerusform>Pasiunang tan-aw gikan sa %n ka pagbahin; gipino…</numerusform>
            </translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; widen the window, then this panel ({keys}), to see more.</source>
            <translation>Ang labing maayong {fit} sa {all} ka kontrata; palapda ang bintana, dayon kini nga panel ({keys}), aron makakita og dugang.</translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; the others do not fit beside the table.</source>
            <translation>Ang labing maayong {fit} sa {all} ka kontrata; ang uban dili mohaum tupad sa lamesa.</translation>
        </message>
        <message>
            <source>Exp. {unit}</source>
            <translation>{unit} (dahom)</translation>
        </message>
        <message>
            <source>{contract}: expected {unit} over {worlds} sampled deals</source>
            <translation>{contract}: gidahom nga {unit} gikan sa {worlds} ka sample nga pagbahin</translation>
        </message>
        <message>
            <source>First look (quick estimate)</source>
            <translation>Unang tan-aw (dali nga banabana)</translation>
        </message>
        <message>
            <source>Recommended: name {contract} for your partner's bid of {bid}.</source>
            <translation>Girekomenda: pilia ang {contract} para sa bid nga {bid} sa imong partner.</translation>
        </message>
        <message>
            <source>Recommended: name {contract} for your bid of {bid}.</source>
            <translation>Girekomenda: pilia ang {contract} para sa imong bid nga {bid}.</translation>
        </message>
        <message>
            <source>{rules} A sure laydown is certain: 100%.</source>
            <translation>{rules} Ang sigurado nga ibukhad kay sigurado gyud: 100%.</translation>
        </message>
        <message>
            <source>{rules} Chances are weighed again on your hand after the widow, as the widow hint showed them: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Ang mga tsansa gitimbang pag-usab sa imong kamot human sa sobra, sama sa gipakita sa tambag sa sobra: ang bahin sa {worlds} ka sample nga pagbahin nga natuman kon bukas ang mga domino, kuhaan og margin para sa pagdula nga dili makita ang ubang mga kamot; kon tabla, ang mas sigurado nga kontrata.</translation>
        </message>
        <message>
            <source>{rules} Chances shown: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Ang gipakita nga mga tsansa: ang bahin sa {worlds} ka sample nga pagbahin nga natuman kon bukas ang mga domino, kuhaan og margin para sa pagdula nga dili makita ang ubang mga kamot; kon tabla, ang mas sigurado nga kontrata.</translation>
        </message>
        <message>
            <source>{rules} Chances shown are those the bid was weighed with: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Ang gipakita nga mga tsansa mao ang gigamit sa pagtimbang sa bid: ang bahin sa {worlds} ka sample nga pagbahin nga natuman kon bukas ang mga domino, kuhaan og margin para sa pagdula nga dili makita ang ubang mga kamot; kon tabla, ang mas sigurado nga kontrata.</translation>
        </message>
        <message>
            <source>In each deal you take the widow and lay away the tile you miss least.</source>
            <translation>Sa matag pagbahin kuhaon nimo ang sobra ug itabi ang domino nga labing gamay nimong kinahanglan.</translation>
        </message>
        <message>
            <source>{rules} Each cell: the chance used (over {worlds} sampled deals, less a margin for play without open hands) above the expected {unit}, counting the chance of being outbid; ✓ marks the best.</source>
            <translation>{rules} Matag kahon: ang tsansa nga gigamit (sa {worlds} ka sample nga pagbahin, kuhaan og margin para sa pagdula nga dili bukas ang mga domino) ibabaw sa gidahom nga {unit}, lakip ang tsansa nga malabwan ka; ang ✓ nagtimaan sa labing maayo.</translation>
        </message>
        <message>
            <source>The Hard AI's view ({worlds} deals, the widow taken in each): each cell is the chance, then expected {unit}; ✓ the best.</source>
            <translation>Ang panan-aw sa Lisod nga AI ({worlds} ka pagbahin, gikuha ang sobra sa matag usa): ang matag kahon mao ang tsansa, dayon gidahom nga {unit}; ✓ ang labing maayo.</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: made with open hands in {p} ± {error} of {worlds} sampled deals (one standard error)</source>
            <translation>{contract}, bid {bid}: natuman kon bukas ang mga domino sa {p} ± {error} sa {worlds} ka sample nga pagbahin (usa ka standard error)</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: a sure laydown, made whatever the others hold</source>
            <translation>{contract}, bid {bid}: sigurado nga ibukhad, matuman bisan unsa pa ang gihawiran sa uban</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: made with open hands in {p} ± {error} of the model's deals (one standard error)</source>
            <translation>{contract}, bid {bid}: natuman kon bukas ang mga domino sa {p} ± {error} sa mga pagbahin sa modelo (usa ka standard error)</translation>
        </message>
        <message>
            <source>; {p} after the margins for sampling and for play without open hands</source>
            <translation>; {p} human sa mga margin para sa sampling ug sa pagdula nga dili bukas ang mga domino</translation>
        </message>
        <message>
            <source>; worth {value} expected {unit} (kept against later bids in {keep})</source>
            <translation>; nagkantidad og {value} nga gidahom nga {unit} (dili malabwan sa sunod nga mga bid sa {keep})</translation>
        </message>
        <message>
            <source>{choice}: {chance} to make (the chance used), worth {value} expected {unit}</source>
            <translation>{choice}: {chance} nga matuman (ang tsansa nga gigamit), nagkantidad og {value} nga gidahom nga {unit}</translation>
        </message>
        <message>
            <source>Pass: your partner holds the bid, and bidding over it only takes the contract from your side, so passing counts as much as your best bid ({value}) and stands.</source>
            <translation>Pasa: ang imong kauban ang naghupot sa bid, ug ang pag-bid ibabaw niini mokuha lang sa kontrata gikan sa imong panig, busa ang pagpasa giihap sama sa imong labing maayong bid ({value}) ug mao ang pilion.</translation>
        </message>
        <message>
            <source>Pass: your partner holds the bid, and a bid over it must be worth more than {value} expected {unit} (a margin for its risk); none is, so passing stands.</source>
            <translation>Pasa: ang imong kauban ang naghupot sa bid, ug ang bid ibabaw niini kinahanglang mobili labaw sa {value} ka gidahom nga {unit} (usa ka margin alang sa peligro niini); walay ingon niana, busa ang pagpasa mao ang pilion.</translation>
        </message>
        <message>
            <source>Pass: a bid must be worth more than {value} expected {unit} to beat passing (a margin for its risk, less what letting the opponents play costs)</source>
            <translation>Pasa: ang usa ka bid kinahanglang nagkantidad og labaw sa {value} nga gidahom nga {unit} aron labwan ang pagpasa (usa ka reserba sa iyang peligro, kuhaan sa gasto sa pagpadula sa kontra)</translation>
        </message>
        <message>
            <source>Opponents' tricks to come</source>
            <translation>Trick sa mga kontra pa</translation>
        </message>
        <message>
            <source>Your side's tricks to come</source>
            <translation>Trick sa inyong team pa</translation>
        </message>
        <message>
            <source>Defenders' tricks to come</source>
            <translation>Trick pa sa mga depensa</translation>
        </message>
        <message>
            <source>The Hard AI's view: each tile laid away, with the trump you named.</source>
            <translation>Ang panan-aw sa Lisod nga AI: ang matag domino nga gitabi, uban sa trump nga imong gipili.</translation>
        </message>
        <message>
            <source>Each chance keeps a margin for play without seeing the other hands, as the trump hint's does: even a sure hand shows less than 100%.</source>
            <translation>Ang matag tsansa nagbilin og margin para sa dula nga dili makita ang ubang kamot, sama sa tambag sa trump: bisan ang siguradong kamot magpakita og ubos sa 100%.</translation>
        </message>
        <message>
            <source>Each chance keeps a margin for play without seeing the other hands, as the trump hint's does, but for a sure laydown (100%).</source>
            <translation>Ang matag tsansa nagbilin og margin para sa dula nga dili makita ang ubang kamot, sama sa tambag sa trump, gawas sa sigurado nga ibukhad (100%).</translation>
        </message>
        <message>
            <source>Preview; refining…</source>
            <translation>Pasiuna; gipino pa…</translation>
        </message>
        <message>
            <source>The Hard AI's view: each tile laid away, then trump named as the trump hint would.</source>
            <translation>Ang panan-aw sa Lisod nga AI: ang matag domino nga gitabi, unya ang trump nga pilion sama sa tambag sa trump.</translation>
        </message>
        <message>
            <source>Recommended: lay away the {tile}.</source>
            <translation>Girekomenda: itabi ang {tile}.</translation>
        </message>
        <message>
            <source>Lay away</source>
            <translation>Itabi</translation>
        </message>
        <message>
            <source>Trump then</source>
            <translation>Trump unya</translation>
        </message>
        <message>
            <source>Your tricks</source>
            <translation>Imong trick</translation>
        </message>
        <message>
            <source>Worth</source>
            <translation>Bili</translation>
        </message>
        <message>
            <source>Game points: the bid won or lost at that chance, less half the tricks left to the other two players</source>
            <translation>Puntos sa dula: ang bid nga madaog o mapildi sa maong tsansa, kuhaan sa katunga sa mga trick nga mahabilin sa laing duha ka magdudula</translation>
        </message>
        <message>
            <source>Your tricks to come</source>
            <translation>Imong trick pa</translation>
        </message>
        <message>
            <source>The bid is decided: the tricks you take in the rest of the hand, on average, after this tile</source>
            <translation>Desidido na ang bid: ang trick nga makuha pa nimo sa nahibilin sa hugna, sa kasagaran, human niini nga domino</translation>
        </message>
        <message>
            <source>The tricks the opponents take in the rest of the hand, on average, after this tile (the Nello makes if they take every one)</source>
            <translation>Ang trick nga makuha sa mga kontra sa nahibilin sa hugna, sa kasagaran, human niini nga domino (matuman ang Nello kon makuha nila tanan)</translation>
        </message>
        <message>
            <source>The tricks your side takes in the rest of the hand, on average, after this tile (fewer is better for you: the Nello fails if its bidder takes one)</source>
            <translation>Ang trick nga makuha sa inyong team sa nahibilin sa hugna, sa kasagaran, human niini nga domino (mas gamay mas maayo para nimo: mapakyas ang Nello kon makakuha og usa ang nag-bid)</translation>
        </message>
        <message>
            <source>; recommended</source>
            <translation>; girekomenda</translation>
        </message>
        <message>
            <source>{choice}: worth {value} expected {unit}</source>
            <translation>{choice}: nagkantidad og {value} nga gidahom nga {unit}</translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; widen this panel ({keys}) to see more.</source>
            <translation>Ang labing maayong {fit} sa {all} ka kontrata; palapda kini nga panel ({keys}) aron makakita og dugang.</translation>
        </message>
        <message>
            <source>The best contracts first; scroll sideways to see all {all}.</source>
            <translation>Nag-una ang labing maayong kontrata; i-scroll pakilid aron makita ang tanang {all}.</translation>
        </message>
        <message>
            <source>The Hard AI's view ({worlds} deals): each cell is the chance, then expected {unit}; ✓ the best.</source>
            <translation>Ang panan-aw sa Lisod nga AI ({worlds} ka pagbahin): ang matag kahon mao ang tsansa, dayon gidahom nga {unit}; ✓ ang labing maayo.</translation>
        </message>
        <message numerus="yes">
            <source>The Hard AI's view over %n sampled deal(s) of the hidden tiles.</source>
            <translation>
                <numerusform>Ang panan-aw sa Lisod nga AI gikan sa %n ka sample nga pagbahin sa mga tinagong domino.</numerusform>
                <numerusform>Ang panan-aw sa Lisod nga AI gikan sa %n ka sample nga pagbahin sa mga tinagong domino.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your {unit} to come</source>
            <translation>Imong {unit} pa</translation>
        </message>
        <message>
            <source>Bidder's {unit} to come</source>
            <translation>{unit} pa sa bidder</translation>
        </message>
        <message>
            <source>Bidders' {unit} to come</source>
            <translation>{unit} pa sa mga bidder</translation>
        </message>
        <message>
            <source>Chance to make</source>
            <translation>Tsansa nga matuman</translation>
        </message>
        <message>
            <source>Chance to set</source>
            <translation>Tsansa nga mapakyas</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>Domino</translation>
        </message>
        <message>
            <source>{contract}: the tricks the opponents take, on average over {worlds} sampled deals (the Nello makes if they take every one)</source>
            <translation>{contract}: ang mga trick nga makuha sa mga kontra, sa kasagaran gikan sa {worlds} ka sample nga pagbahin (matuman ang Nello kon makuha nila ang matag usa)</translation>
        </message>
        <message>
            <source>The {unit} your side still takes in the rest of the hand, on average, after this tile</source>
            <translation>Ang {unit} nga makuha pa sa inyong team sa nahibilin sa hugna, sa kasagaran, human niini nga domino</translation>
        </message>
        <message>
            <source>The {unit} the bidder takes in the rest of the hand, on average, after this tile (fewer is better for you)</source>
            <translation>Ang {unit} nga makuha sa bidder sa nahibilin sa hugna, sa kasagaran, human niini nga domino (mas gamay, mas maayo para nimo)</translation>
        </message>
        <message>
            <source>The {unit} the bidders take in the rest of the hand, on average, after this tile (fewer is better for you)</source>
            <translation>Ang {unit} nga makuha sa mga bidder sa nahibilin sa hugna, sa kasagaran, human niini nga domino (mas gamay, mas maayo para nimo)</translation>
        </message>
        <message>
            <source>Opponents' tricks to come if played out</source>
            <translation>Trick sa mga kontra pa kon tiwason</translation>
        </message>
        <message>
            <source>Defenders' tricks to come if played out</source>
            <translation>Trick pa sa mga depensa kon tiwason</translation>
        </message>
        <message>
            <source>Your side's tricks to come if played out</source>
            <translation>Trick sa inyong team pa kon tiwason</translation>
        </message>
        <message>
            <source>Your {unit} to come if played out</source>
            <translation>Imong {unit} pa kon tiwason</translation>
        </message>
        <message>
            <source>Bidder's {unit} to come if played out</source>
            <translation>{unit} pa sa bidder kon tiwason</translation>
        </message>
        <message>
            <source>Bidders' {unit} to come if played out</source>
            <translation>{unit} pa sa mga bidder kon tiwason</translation>
        </message>
        <message>
            <source>Counted as if every trick were played out (the best play for each side, every hand open): the hand ends as soon as the bid is made or set, and nothing after that is scored.</source>
            <translation>Giihap nga daw gitiwas ang tanang trick (ang labing maayong dula sa matag kilid, bukas ang tanang kamot): mohuman dayon ang hugna kon matuman o mapakyas ang bid, ug walay maihap human niana.</translation>
        </message>
        <message>
            <source>game points</source>
            <translation>puntos sa dula</translation>
        </message>
        <message>
            <source>points</source>
            <translation>puntos</translation>
        </message>
        <message>
            <source>tricks</source>
            <translation>trick</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>marka</translation>
        </message>
        <message>
            <source>The {tiles} tie: the same {unit} to come. On a tie the hint names the tile first in number order, the {tile}.</source>
            <translation>Tabla ang {tiles}: parehas nga {unit} nga moabot. Kon tabla, ang tambag mopili sa domino nga una sa han-ay sa numero, ang {tile}.</translation>
        </message>
        <message>
            <source>The {tiles} tie: the same chance and the same {unit} to come. On a tie the hint names the tile first in number order, the {tile}.</source>
            <translation>Tabla ang {tiles}: parehas nga tsansa ug parehas nga {unit} nga moabot. Kon tabla, ang tambag mopili sa domino nga una sa han-ay sa numero, ang {tile}.</translation>
        </message>
        <message>
            <source>Not shown here: {contracts}.</source>
            <translation>Wala gipakita dinhi: {contracts}.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>{meanings} Its words are links: Tab reaches one, Enter opens it in the rules.</source>
            <translation>{meanings} Ang mga pulong niini mga link: ang Tab moabot sa usa, ang Enter moabli niini sa mga lagda.</translation>
        </message>
        <message>
            <source>Link: {meaning} Enter opens it in the rules.</source>
            <translation>Link: {meaning} Ang Enter moabli niini sa mga lagda.</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>The {language} translation is missing or damaged; the game is shown in English. Reinstalling the game brings it back.</source>
            <translation>Nawala o naguba ang hubad nga {language}; gipakita ang dula sa English. Ang pag-install pag-usab sa dula mobalik niini.</translation>
        </message>
    </context>
    <context>
        <name>Licences</name>
        <message>
            <source>GNU GPL 3.0, which the LGPL extends</source>
            <translation>GNU GPL 3.0, nga gipalapdan sa LGPL</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Mga lisensya</translation>
        </message>
        <message>
            <source>Texas 42 and the software it includes, each under its own licence:</source>
            <translation>Ang Texas 42 ug ang software nga kauban niini, matag usa ubos sa kaugalingong lisensya:</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Hulata ang imong tira.</translation>
        </message>
        <message>
            <source>What just happened at the table</source>
            <translation>Unsay bag-o lang nahitabo sa lamesa</translation>
        </message>
        <message>
            <source>{who} named {contract}.</source>
            <translation>{who}: mipili og {contract}.</translation>
        </message>
        <message>
            <source>{who} played {tile}.</source>
            <translation>{who}: mibutang og {tile}.</translation>
        </message>
        <message>
            <source>{who} laid down: the rest of the tricks are theirs.</source>
            <translation>{who}: mibukhad sa nahibiling mga trick.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ikaw</translation>
        </message>
        <message>
            <source>You sit out this hand: your tiles are not played.</source>
            <translation>Naglingkod ka lang niini nga hugna: dili idula ang imong mga domino.</translation>
        </message>
        <message>
            <source>{who} passed.</source>
            <translation>{who}: mipasa.</translation>
        </message>
        <message>
            <source>{who} bid {bid}.</source>
            <translation>{who}: nag-bid og {bid}.</translation>
        </message>
        <message>
            <source>{who} won the trick.</source>
            <translation>{who}: nidaog sa trick.</translation>
        </message>
        <message numerus="yes">
            <source>{who} won the trick (%n point(s)).</source>
            <translation>
                <numerusform>{who}: nidaog sa trick (%n puntos).</numerusform>
                <numerusform>{who}: nidaog sa trick (%n puntos).</numerusform>
            </translation>
        </message>
        <message>
            <source>Hand over. Score: {score}.</source>
            <translation>Human ang hugna: {score}.</translation>
        </message>
        <message>
            <source>No trick has been played yet this hand.</source>
            <translation>Wala pay trick nga nadula niining hugna.</translation>
        </message>
        <message>
            <source>Last trick: {plays}; {who} won it.</source>
            <translation>Katapusang trick: {plays}; {who} ang nidaog.</translation>
        </message>
        <message numerus="yes">
            <source>Last trick: {plays}; {who} won it (%n point(s)).</source>
            <translation>
                <numerusform>Katapusang trick: {plays}; {who} ang nidaog (%n puntos).</numerusform>
                <numerusform>Katapusang trick: {plays}; {who} ang nidaog (%n puntos).</numerusform>
            </translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>tab</comment>
            <translation>Tambag</translation>
        </message>
        <message>
            <source>Score</source>
            <comment>tab</comment>
            <translation>Iskor</translation>
        </message>
        <message>
            <source>Bids</source>
            <comment>tab</comment>
            <translation>Bid</translation>
        </message>
        <message>
            <source>Tricks</source>
            <comment>tab</comment>
            <translation>Trick</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Listahan sa iskor</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <comment>View menu: show or hide the Hint panel</comment>
            <translation>&amp;Tambag</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>&amp;Listahan sa iskor</translation>
        </message>
        <message>
            <source>&amp;Bids</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>&amp;Bid</translation>
        </message>
        <message>
            <source>&amp;Tricks</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>T&amp;rick</translation>
        </message>
        <message>
            <source>Go to the h&amp;int</source>
            <translation>Adto sa ta&amp;mbag</translation>
        </message>
        <message>
            <source>Go to the sc&amp;ore sheet</source>
            <translation>Adto sa li&amp;stahan sa iskor</translation>
        </message>
        <message>
            <source>Go to the bi&amp;ds</source>
            <translation>Adto sa mga b&amp;id</translation>
        </message>
        <message>
            <source>Go to the t&amp;ricks</source>
            <translation>Adto sa mga tric&amp;k</translation>
        </message>
        <message>
            <source>Each hand's score appears here.</source>
            <translation>Dinhi makita ang iskor sa matag hugna.</translation>
        </message>
        <message numerus="yes">
            <source>Game to %n mark(s).</source>
            <translation>
                <numerusform>Dula hangtod %n ka marka.</numerusform>
                <numerusform>Dula hangtod %n ka marka.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game to %n point(s).</source>
            <translation>
                <numerusform>Dula hangtod %n ka puntos.</numerusform>
                <numerusform>Dula hangtod %n ka puntos.</numerusform>
            </translation>
        </message>
        <message>
            <source>Hides the {panel} panel; the View menu shows it again.</source>
            <translation>Itago ang panel nga {panel}; ang menu nga Tan-aw mopakita niini pag-usab.</translation>
        </message>
        <message>
            <source>Each bid appears here.</source>
            <translation>Dinhi makita ang matag bid.</translation>
        </message>
        <message>
            <source>Each trick won appears here.</source>
            <translation>Dinhi makita ang matag trick nga nadaog.</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Mga trick</translation>
        </message>
        <message>
            <source>Bids</source>
            <translation>Bid</translation>
        </message>
        <message>
            <source>A game in progress was saved.</source>
            <translation>Natipigan ang dula nga wala pa mahuman.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Ipadayon</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Bag-ong dula</translation>
        </message>
        <message>
            <source>A game in progress was saved: {game}.</source>
            <translation>Natipigan ang dula nga wala pa mahuman: {game}.</translation>
        </message>
        <message>
            <source>New to Texas 42? Take a few short lessons on this table, or play a first game against Easy players.</source>
            <translation>Bag-o ka sa Texas 42? Pagkuha og pipila ka mubong leksiyon dinhi sa lamesa, o pagdula og unang dula batok sa mga Sayon nga magdudula.</translation>
        </message>
        <message>
            <source>Play a first game</source>
            <translation>Pagdula og unang dula</translation>
        </message>
        <message>
            <source>Texas 42 is already running, but it did not answer. Close it (or end it) and start the game again.</source>
            <translation>Nagdagan na ang Texas 42, apan wala kini motubag. Sirad-i kini (o tapusa) ug sugdi pag-usab ang dula.</translation>
        </message>
        <message>
            <source>Texas 42</source>
            <translation>Texas 42</translation>
        </message>
        <message>
            <source>Messages</source>
            <translation>Mga mensahe</translation>
        </message>
        <message>
            <source>Solver: {backend}</source>
            <translation>Tigsulbad: {backend}</translation>
        </message>
        <message>
            <source>Resume the saved game, or start a new one</source>
            <translation>Ipadayon ang natipig nga dula, o magsugod og bag-o</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Tun-i ang pagdula</translation>
        </message>
        <message>
            <source>No thanks</source>
            <translation>Dili na lang, salamat</translation>
        </message>
        <message>
            <source>Undone: your last decision is yours to make again.</source>
            <translation>Nabawi: ikaw na usab ang mohukom sa imong katapusang lihok.</translation>
        </message>
        <message>
            <source>Won tricks are stacked face down on a bid of 84 or more.</source>
            <translation>Sa bid nga 84 o labaw pa, ang nadaog nga mga trick ipundok nga nakataob.</translation>
        </message>
        <message>
            <source>Hint table</source>
            <translation>Tabla sa tambag</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Dula</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Bag-ong dula…</translation>
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation>&amp;Dula pag-usab</translation>
        </message>
        <message>
            <source>&amp;Open game…</source>
            <translation>&amp;Ablihi ang dula…</translation>
        </message>
        <message>
            <source>&amp;Save game as…</source>
            <translation>&amp;Tipigi ang dula isip…</translation>
        </message>
        <message>
            <source>&amp;Kept games…</source>
            <translation>Mga dula nga giti&amp;pigan…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Gawas</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>&amp;Tira</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Tambag</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Bawia</translation>
        </message>
        <message>
            <source>&amp;Next hand</source>
            <translation>&amp;Sunod nga hugna</translation>
        </message>
        <message>
            <source>Next hand (N) comes when this hand is over.</source>
            <translation>Ang sunod nga hugna (N) moabot kon mahuman na kini nga hugna.</translation>
        </message>
        <message>
            <source>Nothing to undo yet: Undo takes back your own last decision.</source>
            <translation>Wala pay mabawi: ang Bawia mobawi sa imong kaugalingong katapusang desisyon.</translation>
        </message>
        <message>
            <source>Undo is off here.</source>
            <translation>Naka-off dinhi ang Bawia.</translation>
        </message>
        <message>
            <source>Undo is off in this game (turn on practice in New game).</source>
            <translation>Naka-off ang Bawia niini nga dula (i-on ang praktis sa Bag-ong dula).</translation>
        </message>
        <message>
            <source>Rules of &amp;this game…</source>
            <translation>Mga lagda &amp;niini nga dula…</translation>
        </message>
        <message>
            <source>Lay &amp;down (take the rest)</source>
            <translation>&amp;Ibukhad (kuhaa ang nahibilin)</translation>
        </message>
        <message>
            <source>P&amp;ractice</source>
            <translation>&amp;Praktis</translation>
        </message>
        <message>
            <source>&amp;Bidding practice…</source>
            <translation>Praktis sa pag-b&amp;id…</translation>
        </message>
        <message>
            <source>&amp;Play practice…</source>
            <translation>Praktis sa pag&amp;dula…</translation>
        </message>
        <message>
            <source>&amp;Analyze a hand…</source>
            <translation>&amp;Analisaha ang usa ka kamot…</translation>
        </message>
        <message>
            <source>My &amp;mistakes…</source>
            <translation>Akong mga &amp;sayop…</translation>
        </message>
        <message>
            <source>&amp;End practice</source>
            <translation>Ta&amp;pusa ang praktis</translation>
        </message>
        <message>
            <source>&amp;Review last hand</source>
            <translation>&amp;Balikan ang miaging hugna</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Estadistika…</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>T&amp;an-aw</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>Kat&amp;apusang trick</translation>
        </message>
        <message>
            <source>&amp;Compact: hide the side panels</source>
            <translation>&amp;Gamay: itago ang mga panel sa kilid</translation>
        </message>
        <message>
            <source>&amp;Wider side panels</source>
            <translation>&amp;Palapdon ang mga panel sa kilid</translation>
        </message>
        <message>
            <source>&amp;Narrower side panels</source>
            <translation>Pa&amp;hiktin ang mga panel sa kilid</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>Mga &amp;setting</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Mga menu</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Kahimtang</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>Mga &amp;gusto…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ta&amp;bang</translation>
        </message>
        <message>
            <source>&amp;Learn to play…</source>
            <translation>&amp;Tun-i ang pagdula…</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>Mga &amp;lagda</translation>
        </message>
        <message>
            <source>Game record &amp;format (.t42)</source>
            <translation>&amp;Porma sa rekord sa dula (.t42)</translation>
        </message>
        <message>
            <source>L&amp;icences…</source>
            <translation>Mga l&amp;isensya…</translation>
        </message>
        <message>
            <source>&amp;About Texas 42</source>
            <translation>&amp;Bahin sa Texas 42</translation>
        </message>
        <message>
            <source>Opening the saved game…</source>
            <translation>Ginaablihan ang natipig nga dula…</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), so a new game would replace it for good.</source>
            <translation>Ang natipig nga dula dili makopya ngadto sa {folder} ({error}), busa ang bag-ong dula mopuli niini hangtod sa hangtod.</translation>
        </message>
        <message>
            <source>Start a new game</source>
            <translation>Sugdi ang bag-ong dula</translation>
        </message>
        <message>
            <source>Keep the saved game</source>
            <translation>Tipigi ang natipig nga dula</translation>
        </message>
        <message>
            <source>A new game: the saved one was kept as {kept}. Game &gt; Kept games brings it back.</source>
            <translation>Bag-ong dula: ang natipig nga dula gitipigan isip {kept}. Dula &gt; Mga dula nga gitipigan ang mobalik niini.</translation>
        </message>
        <message>
            <source>The saved game cannot be read ({error}).</source>
            <translation>Dili mabasa ang natipig nga dula ({error}).</translation>
        </message>
        <message>
            <source>{reason}
It was kept as {file} in {folder}, and a new game is starting.</source>
            <translation>{reason}
Gitipigan kini isip {file} sa {folder}, ug nagsugod ang bag-ong dula.</translation>
        </message>
        <message>
            <source>{reason}
It could not be moved aside, and a new game is starting.</source>
            <translation>{reason}
Dili kini mabalhin sa kilid, ug nagsugod ang bag-ong dula.</translation>
        </message>
        <message>
            <source>Welcome back: the finished game is shown as it ended.</source>
            <translation>Maayong pagbalik: ang nahuman nga dula gipakita sama sa pagkahuman niini.</translation>
        </message>
        <message>
            <source>Welcome back: the saved game is resumed.</source>
            <translation>Maayong pagbalik: gipadayon ang natipig nga dula.</translation>
        </message>
        <message>
            <source>Back to your game as you left it; it could not be saved.</source>
            <translation>Balik sa imong dula sama sa imong pagbiya niini; wala kini matipig.</translation>
        </message>
        <message>
            <source>Quit and lose it</source>
            <translation>Hunong ug iwala kini</translation>
        </message>
        <message>
            <source>Back to the game</source>
            <translation>Balik sa dula</translation>
        </message>
        <message>
            <source>Opening {name}…</source>
            <translation>Ginaablihan ang {name}…</translation>
        </message>
        <message>
            <source>{name} is damaged: it was opened at its last move that could be read, in hand {number} ({damage}). The file itself is unchanged.</source>
            <translation>Nadaot ang {name}: giablihan kini sa katapusang lihok nga nabasa pa, sa hugna {number} ({damage}). Wala usba ang file mismo.</translation>
        </message>
        <message>
            <source>it could not be read ({error})</source>
            <translation>dili kini mabasa ({error})</translation>
        </message>
        <message>
            <source>{name} cannot be opened as a Texas 42 game.
{reason}
{advice}</source>
            <translation>Dili maablihan ang {name} isip dula sa Texas 42.
{reason}
{advice}</translation>
        </message>
        <message>
            <source>Your game in progress could not be copied to {folder} ({error}), so opening {name} would replace it for good.</source>
            <translation>Ang imong dula nga wala pa mahuman dili makopya ngadto sa {folder} ({error}), busa ang pag-abli sa {name} mopuli niini hangtod sa hangtod.</translation>
        </message>
        <message>
            <source>The game cannot be saved in {folder} ({error}). The game goes on, but {loss}: Game &gt; Save game as… keeps it elsewhere.</source>
            <translation>Dili matipigan ang dula sa {folder} ({error}). Magpadayon ang dula, apan {loss}: Dula &gt; Tipigi ang dula isip… ang magtipig niini sa laing dapit.</translation>
        </message>
        <message>
            <source>The game cannot be saved in {folder}: {loss}. Game &gt; Save game as… keeps it elsewhere.</source>
            <translation>Dili matipigan ang dula sa {folder}: {loss}. Dula &gt; Tipigi ang dula isip… ang magtipig niini sa laing dapit.</translation>
        </message>
        <message>
            <source>Quit and lose those moves</source>
            <translation>Hunong ug iwala kadtong mga lihok</translation>
        </message>
        <message>
            <source>quitting now loses it</source>
            <translation>kon mohunong ka karon mawala kini</translation>
        </message>
        <message>
            <source>quitting now loses the moves made since its last save (the game resumes from {point})</source>
            <translation>kon mohunong ka karon mawala ang mga lihok sukad sa kataposang pagtipig (mopadayon ang dula gikan sa {point})</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), but opening {name} cannot replace it either: nothing can be saved in {data} now, so the next start offers the saved game again.</source>
            <translation>Ang natipig nga dula dili makopya ngadto sa {folder} ({error}), apan ang pag-abli sa {name} dili usab mopuli niini: walay matipig sa {data} karon, busa ang sunod nga pagsugod mohalad pag-usab sa natipig nga dula.</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), but a new game cannot replace it either: nothing can be saved in {data} now, so the next start offers the saved game again.</source>
            <translation>Ang natipig nga dula dili makopya ngadto sa {folder} ({error}), apan ang bag-ong dula dili usab mopuli niini: walay matipig sa {data} karon, busa ang sunod nga pagsugod mohalad pag-usab sa natipig nga dula.</translation>
        </message>
        <message>
            <source>Back to the saved game</source>
            <translation>Balik sa natipig nga dula</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>Ablihi ang {name}</translation>
        </message>
        <message>
            <source>Keep my game</source>
            <translation>Tipigi ang akong dula</translation>
        </message>
        <message>
            <source>{name} was not opened.</source>
            <translation>Wala maablihi ang {name}.</translation>
        </message>
        <message>
            <source>Opened {name}. Your game in progress was kept as {kept}: Game &gt; Kept games brings it back.</source>
            <translation>Naablihan ang {name}. Ang imong dula nga wala pa mahuman gitipigan isip {kept}: Dula &gt; Mga dula nga gitipigan ang mobalik niini.</translation>
        </message>
        <message>
            <source>The kept games cannot be opened: {folder} ({error}).</source>
            <translation>Dili maablihan ang mga dula nga gitipigan: {folder} ({error}).</translation>
        </message>
        <message>
            <source>Kept games</source>
            <translation>Mga dula nga gitipigan</translation>
        </message>
        <message>
            <source>Opened {name}.</source>
            <translation>Naablihan ang {name}.</translation>
        </message>
        <message>
            <source>The game could not be saved as {name} in {folder} ({error}).</source>
            <translation>Dili matipigan ang dula isip {name} sa {folder} ({error}).</translation>
        </message>
        <message>
            <source>Saved {name}.</source>
            <translation>Natipigan ang {name}.</translation>
        </message>
        <message>
            <source>Name trump first: the panel on the table asks for it.</source>
            <translation>Pilia una ang trump: ang panel sa lamesa ang nangutana niini.</translation>
        </message>
        <message>
            <source>Bid first: the bid panel is on the table.</source>
            <translation>Mo-bid una: ang panel sa bid anaa sa lamesa.</translation>
        </message>
        <message>
            <source>The hand is over: press Next hand (N).</source>
            <translation>Human na ang hugna: pindota ang Sunod nga hugna (N).</translation>
        </message>
        <message>
            <source>The game is over: Rematch or New game.</source>
            <translation>Human na ang dula: Dula pag-usab o Bag-ong dula.</translation>
        </message>
        <message>
            <source>No game is on the table, so there is nothing to hint. On your turn in a game or practice, Hint (H) shows the computer's view of your choices.</source>
            <translation>Walay dula sa lamesa, busa walay ikatambag. Sa imong tira sa usa ka dula o praktis, ang Tambag (H) mopakita sa panglantaw sa kompyuter bahin sa imong mga pilianan.</translation>
        </message>
        <message>
            <source>Answer first: the reveal shows the hint for this decision.</source>
            <translation>Tubaga una: ipakita sa resulta ang tambag para niini nga desisyon.</translation>
        </message>
        <message>
            <source>The game is over: no decision is left to hint. Rematch or New game starts another.</source>
            <translation>Nahuman na ang dula: wala nay desisyon nga tambagan. Ang Dula pag-usab o Bag-ong dula magsugod og lain.</translation>
        </message>
        <message>
            <source>Hints are off in this game (turn on practice in New game).</source>
            <translation>Naka-off ang mga tambag niini nga dula (i-on ang praktis sa Bag-ong dula).</translation>
        </message>
        <message>
            <source>A hint is for your turn to bid, name trump or play.</source>
            <translation>Ang tambag para sa imong tira sa pag-bid, pagpili sa trump o pagdula.</translation>
        </message>
        <message>
            <source>{contract}: the contract you chose with your bid.</source>
            <translation>{contract}: ang kontrata nga imong gipili uban sa imong bid.</translation>
        </message>
        <message>
            <source>This lesson is one hand: read its last card and press Finish.</source>
            <translation>Usa ra ka hugna kini nga leksiyon: basaha ang kataposang kard niini ug pindota ang Humana.</translation>
        </message>
        <message>
            <source>The mistakes deck is off (its file could not be opened).</source>
            <translation>Naka-off ang pundok sa mga sayop (dili maablihan ang file niini).</translation>
        </message>
        <message>
            <source>Your first game: Easy players, Hint (H) and Undo on. Too fast? L shows the tricks played; Settings &gt; Preferences &gt; Animation: Slow.</source>
            <translation>Ang imong unang dula: Sayon nga mga magdudula, naka-on ang Tambag (H) ug Bawia. Paspas ra kaayo? Ang L mopakita sa nadula nga mga trick; Mga setting &gt; Mga gusto &gt; Animasyon: Hinay.</translation>
        </message>
        <message>
            <source>Name the contract for your bid of {bid}</source>
            <translation>Pilia ang kontrata para sa imong bid nga {bid}</translation>
        </message>
        <message>
            <source>There is no finished hand to review on the lesson's table.</source>
            <translation>Walay nahuman nga hugna nga tan-awon pag-usab sa lamesa sa leksiyon.</translation>
        </message>
        <message>
            <source>There is no finished hand of yours to review yet.</source>
            <translation>Wala pa kay nahuman nga hugna nga mabalikan.</translation>
        </message>
        <message>
            <source>Reviewing hand {number}…</source>
            <translation>Gibalikan ang hugna {number}…</translation>
        </message>
        <message>
            <source>Hand {number} could not be looked over for My mistakes: {error}</source>
            <translation>Dili masusi ang hugna {number} para sa Akong mga sayop: {error}</translation>
        </message>
        <message>
            <source>The review failed: {error}</source>
            <translation>Napakyas ang pagbalik-tan-aw: {error}</translation>
        </message>
        <message numerus="yes">
            <source>Hand {number} taken back: %n costly decision(s) of yours left My mistakes.</source>
            <translation>
                <numerusform>Gibawi ang hugna {number}: %n ka mahal nga desisyon nimo ang mibiya sa Akong mga sayop.</numerusform>
                <numerusform>Gibawi ang hugna {number}: %n ka mahal nga desisyon nimo ang mibiya sa Akong mga sayop.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Hand {number}: %n costly decision(s) of yours went into My mistakes.</source>
            <translation>
                <numerusform>Hugna {number}: %n ka mahal nga desisyon nimo ang misulod sa Akong mga sayop.</numerusform>
                <numerusform>Hugna {number}: %n ka mahal nga desisyon nimo ang misulod sa Akong mga sayop.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n costly decision(s) of yours from an earlier game went into My mistakes.</source>
            <translation>
                <numerusform>%n ka mahal nga desisyon nimo gikan sa usa ka naunang dula ang misulod sa Akong mga sayop.</numerusform>
                <numerusform>%n ka mahal nga desisyon nimo gikan sa usa ka naunang dula ang misulod sa Akong mga sayop.</numerusform>
            </translation>
        </message>
        <message>
            <source>The mistakes deck is off: {error}</source>
            <translation>Naka-off ang pundok sa mga sayop: {error}</translation>
        </message>
        <message>
            <source>Statistics are off: {error}</source>
            <translation>Naka-off ang estadistika: {error}</translation>
        </message>
        <message>
            <source>Statistics are off (the statistics file could not be opened).</source>
            <translation>Naka-off ang estadistika (dili maablihan ang file sa estadistika).</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Ablihi ang dula</translation>
        </message>
        <message>
            <source>Texas 42 games (*.t42);;All files (*)</source>
            <translation>Mga dula sa Texas 42 (*.t42);;Tanang file (*)</translation>
        </message>
        <message>
            <source>The practice hand you are playing out will be left unfinished. Go on?</source>
            <translation>Ang hugna sa praktis nga imong gidula hangtod sa kataposan dili mahuman. Padayon?</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Tipigi ang dula</translation>
        </message>
        <message>
            <source>Texas 42 games (*.t42)</source>
            <translation>Mga dula sa Texas 42 (*.t42)</translation>
        </message>
        <message>
            <source>About Texas 42</source>
            <translation>Bahin sa Texas 42</translation>
        </message>
        <message>
            <source>{game}, hand {number}, {score}</source>
            <translation>{game}, hugna {number}, {score}</translation>
        </message>
        <message>
            <source>{name} already exists.
Do you want to replace it?</source>
            <translation>Anaa na ang {name}.
Gusto ba nimo kining ilisan?</translation>
        </message>
        <message numerus="yes">
            <source>Drop one game file at a time: %n were dropped.</source>
            <translation>
                <numerusform>Usa ka file sa dula matag higayon: %n ang nahulog.</numerusform>
                <numerusform>Usa ka file sa dula matag higayon: %n ang nahulog.</numerusform>
            </translation>
        </message>
        <message>
            <source>Only a game file (.t42) can be dropped here to open it.</source>
            <translation>Usa lang ka file sa dula (.t42) ang mahulog dinhi aron maablihan.</translation>
        </message>
        <message>
            <source>Texas 42 could not start again by itself ({command}). Start it as you usually do: your game is kept.</source>
            <translation>Dili makasugod pag-usab ang Texas 42 sa iyang kaugalingon ({command}). Sugdi kini sama sa kasagaran: ang imong dula natipigan.</translation>
        </message>
    </context>
    <context>
        <name>Models</name>
        <message>
            <source>Follow-me</source>
            <translation>Magsunod kanako</translation>
        </message>
        <message>
            <source>blank</source>
            <translation>blangko</translation>
        </message>
        <message>
            <source>one</source>
            <translation>usa</translation>
        </message>
        <message>
            <source>two</source>
            <translation>duha</translation>
        </message>
        <message>
            <source>three</source>
            <translation>tulo</translation>
        </message>
        <message>
            <source>four</source>
            <translation>upat</translation>
        </message>
        <message>
            <source>five</source>
            <translation>lima</translation>
        </message>
        <message>
            <source>six</source>
            <translation>unom</translation>
        </message>
        <message>
            <source>double {number}</source>
            <translation>doble {number}</translation>
        </message>
        <message>
            <source>{high}-{low}</source>
            <translation>{high}-{low}</translation>
        </message>
        <message>
            <source>{tile}, trump</source>
            <translation>{tile}, trump</translation>
        </message>
        <message>
            <source>{tile}, {count} count</source>
            <translation>{tile}, {count} nga count</translation>
        </message>
        <message>
            <source>{tile}, playable</source>
            <translation>{tile}, puwedeng ibutang</translation>
        </message>
        <message>
            <source>{tile}, not playable now</source>
            <translation>{tile}, dili puwedeng ibutang karon</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Lingkoranan {number}</translation>
        </message>
        <message>
            <source>{bid} (forced)</source>
            <translation>{bid} (napugos)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pasa</translation>
        </message>
        <message>
            <source>Shoot the moon</source>
            <translation>Shoot the moon</translation>
        </message>
        <message>
            <source>21 (the moon)</source>
            <translation>21 (ang bulan)</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n trick</numerusform>
            </translation>
        </message>
        <message>
            <source>{special} ({marks})</source>
            <translation>{special} ({marks})</translation>
        </message>
        <message numerus="yes">
            <source>{special}, %n mark(s)</source>
            <translation>
                <numerusform>{special}, %n marka</numerusform>
                <numerusform>{special}, %n marka</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n marka</numerusform>
                <numerusform>%n marka</numerusform>
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
            <translation>Sevens</translation>
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
            <translation>Blangko</translation>
        </message>
        <message>
            <source>Aces</source>
            <translation>Alas</translation>
        </message>
        <message>
            <source>Deuces</source>
            <translation>Duha</translation>
        </message>
        <message>
            <source>Treys</source>
            <translation>Tulo</translation>
        </message>
        <message>
            <source>Fours</source>
            <translation>Upat</translation>
        </message>
        <message>
            <source>Fives</source>
            <translation>Lima</translation>
        </message>
        <message>
            <source>Sixes</source>
            <translation>Unom</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Mga doble</translation>
        </message>
        <message>
            <source>{tile} (not playable now)</source>
            <translation>{tile} (dili puwedeng ibutang karon)</translation>
        </message>
        <message>
            <source>{tile}, can be laid away</source>
            <translation>{tile}, puwedeng itabi</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Magdudula</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Bid</translation>
        </message>
        <message>
            <source>Led by</source>
            <translation>Nag-una</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>Mga tira</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>Nidaog</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message numerus="yes">
            <source>{seat} laid the hand down and took the last %n trick(s)</source>
            <translation>
                <numerusform>Gibukhad ni {seat} ang domino ug gikuha ang kataposang %n ka trick</numerusform>
                <numerusform>Gibukhad ni {seat} ang domino ug gikuha ang kataposang %n ka trick</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>laid down: %n trick(s)</source>
            <translation>
                <numerusform>gibukhad: %n ka trick</numerusform>
                <numerusform>gibukhad: %n ka trick</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took %n trick(s)</source>
            <translation>
                <numerusform>{who} nakakuha og %n ka trick</numerusform>
                <numerusform>{who} nakakuha og %n ka trick</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took all %n tricks</source>
            <extracomment>The bidders of a Sevens took every trick played: "West and East took all 7 tricks".</extracomment>
            <translation>
                <numerusform>{who} nakakuha sa tanang %n ka trick</numerusform>
                <numerusform>{who} nakakuha sa tanang %n ka trick</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took {taken} of %n trick(s)</source>
            <extracomment>The bidders of a Sevens lost a trick: "West and East took 6 of 7 tricks".</extracomment>
            <translation>
                <numerusform>{who} nakakuha og {taken} sa %n ka trick</numerusform>
                <numerusform>{who} nakakuha og {taken} sa %n ka trick</numerusform>
            </translation>
        </message>
        <message>
            <source>Us</source>
            <translation>Kami</translation>
        </message>
        <message>
            <source>Them</source>
            <translation>Sila</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resulta</translation>
        </message>
        <message>
            <source>All passed</source>
            <translation>Mipasa ang tanan</translation>
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
            <translation>Natuman</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Napakyas</translation>
        </message>
        <message>
            <source>Reshake</source>
            <translation>Gibalasa pag-usab</translation>
        </message>
        <message>
            <source>Redeal</source>
            <translation>Gibahin pag-usab</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>Nagpadayon</translation>
        </message>
        <message>
            <source>Blanks are trump</source>
            <translation>Blangko ang trump</translation>
        </message>
        <message>
            <source>Aces are trump</source>
            <translation>Alas ang trump</translation>
        </message>
        <message>
            <source>Deuces are trump</source>
            <translation>Duha ang trump</translation>
        </message>
        <message>
            <source>Treys are trump</source>
            <translation>Tulo ang trump</translation>
        </message>
        <message>
            <source>Fours are trump</source>
            <translation>Upat ang trump</translation>
        </message>
        <message>
            <source>Fives are trump</source>
            <translation>Lima ang trump</translation>
        </message>
        <message>
            <source>Sixes are trump</source>
            <translation>Unom ang trump</translation>
        </message>
        <message>
            <source>Doubles are trump</source>
            <translation>Mga doble ang trump</translation>
        </message>
        <message>
            <source>Follow-me (no trump)</source>
            <translation>Magsunod kanako</translation>
        </message>
        <message>
            <source>Nello (lose every trick)</source>
            <translation>Nello (walay trick)</translation>
        </message>
        <message>
            <source>Sevens (closest to 7 wins)</source>
            <translation>Sevens (pinakaduol sa 7)</translation>
        </message>
        <message>
            <source>Texas 42</source>
            <translation>Texas 42</translation>
        </message>
        <message>
            <source>Moon</source>
            <translation>Moon</translation>
        </message>
        <message>
            <source>42 for three</source>
            <translation>42 para sa tulo</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <source>{percent}%</source>
            <translation>{percent}%</translation>
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <source>The hint's choice.</source>
            <translation>Ang pili sa tambag.</translation>
        </message>
        <message>
            <source>Choose with the arrow keys, then press Enter.</source>
            <translation>Pili gamit ang mga arrow key, unya pindota ang Enter.</translation>
        </message>
        <message>
            <source>Everyone passed: you must bid</source>
            <translation>Mipasa ang tanan: kinahanglan kang mo-bid</translation>
        </message>
        <message>
            <source>Your bid · {who} bid {bid}</source>
            <translation>Imong bid · {who}: {bid}</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>Imong bid</translation>
        </message>
        <message>
            <source>Name trump · your partner bid {bid}</source>
            <translation>Pilia ang trump · bid sa imong partner {bid}</translation>
        </message>
        <message>
            <source>Name the contract · you bid {bid}</source>
            <translation>Pilia ang kontrata · imong bid {bid}</translation>
        </message>
        <message>
            <source>Pass: let someone else bid</source>
            <translation>Pasa: pasagdi ang uban nga mo-bid</translation>
        </message>
        <message>
            <source>Take all seven tricks</source>
            <translation>Kuhaa ang tanang pito ka trick</translation>
        </message>
        <message>
            <source>Take at least {value} of the 7 tricks</source>
            <translation>Kuhaa ang labing menos {value} sa 7 ka trick</translation>
        </message>
        <message>
            <source>Plunge: your partner names trump and leads; your side must take every trick</source>
            <translation>Plunge: ang imong partner ang mopili sa trump ug mag-una; kinahanglang kuhaon sa inyong team ang matag trick</translation>
        </message>
        <message>
            <source>Splash: your partner names trump and leads; your side must take every trick</source>
            <translation>Splash: ang imong partner ang mopili sa trump ug mag-una; kinahanglang kuhaon sa inyong team ang matag trick</translation>
        </message>
        <message>
            <source>No trump: the suit led wins; doubles high</source>
            <translation>Walay trump: ang suit nga giuna ang modaog; taas ang mga doble</translation>
        </message>
        <message>
            <source>No trump: the suit led wins; doubles low</source>
            <translation>Walay trump: ang suit nga giuna ang modaog; ubos ang mga doble</translation>
        </message>
        <message>
            <source>Lose every trick; your partner sits out; {doubles}</source>
            <translation>Mapildi sa matag trick; dili modula ang imong partner; {doubles}</translation>
        </message>
        <message>
            <source>Lose every trick against both other players; {doubles}</source>
            <translation>Mapildi sa matag trick batok sa duha ka ubang magdudula; {doubles}</translation>
        </message>
        <message>
            <source>Each trick goes to the tile closest to 7 pips; take every trick</source>
            <translation>Ang matag trick moadto sa domino nga pinakaduol sa 7 ka tuldok; kuhaa ang matag trick</translation>
        </message>
        <message>
            <source>Name trump · you bid {bid}</source>
            <translation>Pilia ang trump · imong bid {bid}</translation>
        </message>
        <message>
            <source>Lay down?</source>
            <translation>Ibukhad?</translation>
        </message>
        <message>
            <source>Lay down? Every tile you hold is sure to win: press Enter or D to take the rest of the tricks.</source>
            <translation>Ibukhad? Ang matag tile nga imong gikuptan siguradong modaog: pindota ang Enter o D aron kuhaon ang nahabiling mga trick.</translation>
        </message>
        <message>
            <source>Lay down? Every tile you hold is sure to win: press D to take the rest of the tricks, or Enter to play the chosen tile.</source>
            <translation>Ibukhad? Ang matag tile nga imong gikuptan siguradong modaog: pindota ang D aron kuhaon ang nahabiling mga trick, o Enter aron itira ang napiling tile.</translation>
        </message>
        <message>
            <source>Every tile you hold is sure to win.
Take the rest of the tricks now, or play a tile.</source>
            <translation>Siguradong modaog ang matag domino nga imong gihawiran.
Kuhaa karon ang nahibiling mga trick, o ibutang ang usa ka domino.</translation>
        </message>
        <message>
            <source>Lay down</source>
            <translation>Ibukhad</translation>
        </message>
        <message>
            <source>Show your hand and take every remaining trick and the count still in play (D)</source>
            <translation>Ipakita ang imong mga domino ug kuhaa ang tanang nahibiling trick ug ang count nga anaa pa sa dula (D)</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Dula pag-usab</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Bag-ong dula…</translation>
        </message>
        <message>
            <source>Hand {number}: {outcome}</source>
            <translation>Hugna {number}: {outcome}</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>Sunod nga hugna</translation>
        </message>
        <message numerus="yes">
            <source>Take every trick (all {points} points) for %n mark(s)</source>
            <translation>
                <numerusform>Kuhaa ang matag trick (tanang {points} puntos) para sa %n marka</numerusform>
                <numerusform>Kuhaa ang matag trick (tanang {points} puntos) para sa %n marka</numerusform>
            </translation>
        </message>
        <message>
            <source>Take at least {value} of the {points} points</source>
            <translation>Kuhaa ang labing menos {value} sa {points} puntos</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Balikan</translation>
        </message>
        <message>
            <source>Step through the hand with the AI's view of each of your decisions</source>
            <translation>Balikan ang hugna matag lakang uban ang panglantaw sa AI sa matag usa sa imong mga desisyon</translation>
        </message>
        <message>
            <source>You win the game, {score}!</source>
            <translation>Nidaog ka sa dula, {score}!</translation>
        </message>
        <message>
            <source>They win the game, {score}.</source>
            <translation>Sila ang nidaog sa dula, {score}.</translation>
        </message>
        <message>
            <source>{name} wins the game, {score}.</source>
            <translation>{name} ang nidaog sa dula, {score}.</translation>
        </message>
        <message>
            <source>Everyone passed: the tiles are shaken again.</source>
            <translation>Mipasa ang tanan: balasahon pag-usab ang mga domino.</translation>
        </message>
        <message numerus="yes">
            <source>You laid down all %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>Gibukhad nimo ang tanang %n trick: siguradong modaog ang matag domino.</numerusform>
                <numerusform>Gibukhad nimo ang tanang %n trick: siguradong modaog ang matag domino.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} laid down all %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>{who}: mibukhad sa tanang %n trick; siguradong modaog ang matag domino.</numerusform>
                <numerusform>{who}: mibukhad sa tanang %n trick; siguradong modaog ang matag domino.</numerusform>
            </translation>
        </message>
        <message>
            <source>You laid down the last trick: every tile was sure to win.</source>
            <translation>Gibukhad nimo ang kataposang trick: siguradong modaog ang matag domino.</translation>
        </message>
        <message numerus="yes">
            <source>You laid down the last %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>Gibukhad nimo ang kataposang %n trick: siguradong modaog ang matag domino.</numerusform>
                <numerusform>Gibukhad nimo ang kataposang %n trick: siguradong modaog ang matag domino.</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} laid down the last trick: every tile was sure to win.</source>
            <translation>{who}: mibukhad sa kataposang trick; siguradong modaog ang matag domino.</translation>
        </message>
        <message numerus="yes">
            <source>{who} laid down the last %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>{who}: mibukhad sa kataposang %n trick; siguradong modaog ang matag domino.</numerusform>
                <numerusform>{who}: mibukhad sa kataposang %n trick; siguradong modaog ang matag domino.</numerusform>
            </translation>
        </message>
        <message>
            <source>Points: {list}</source>
            <translation>Puntos: {list}</translation>
        </message>
        <message>
            <source>Tricks: {list}</source>
            <translation>Mga trick: {list}</translation>
        </message>
        <message>
            <source>Scored: {list}</source>
            <translation>Iskor: {list}</translation>
        </message>
        <message>
            <source>{names} are tied at {score}: another hand breaks the tie.</source>
            <translation>Tabla ang {names} sa {score}: laing hugna ang magbuak sa tabla.</translation>
        </message>
        <message numerus="yes">
            <source>{side} +%n mark(s)</source>
            <translation>
                <numerusform>{side} +%n marka</numerusform>
                <numerusform>{side} +%n marka</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} −%n mark(s)</source>
            <translation>
                <numerusform>{side} −%n marka</numerusform>
                <numerusform>{side} −%n marka</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} +%n point(s)</source>
            <translation>
                <numerusform>{side} +%n puntos</numerusform>
                <numerusform>{side} +%n puntos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} −%n point(s)</source>
            <translation>
                <numerusform>{side} −%n puntos</numerusform>
                <numerusform>{side} −%n puntos</numerusform>
            </translation>
        </message>
        <message>
            <source>the bid is made</source>
            <translation>natuman ang bid</translation>
        </message>
        <message>
            <source>the bid is set</source>
            <translation>napakyas ang bid</translation>
        </message>
        <message>
            <source>everyone passed</source>
            <translation>mipasa ang tanan</translation>
        </message>
        <message>
            <source>You bid {bid} and made it.</source>
            <translation>Nag-bid ka og {bid} ug natuman nimo.</translation>
        </message>
        <message>
            <source>You bid {bid} and were set.</source>
            <translation>Nag-bid ka og {bid} ug napakyas ka.</translation>
        </message>
        <message>
            <source>{who} bid {bid} and made it.</source>
            <translation>{who}: nag-bid og {bid} ug natuman.</translation>
        </message>
        <message>
            <source>{who} bid {bid} and was set.</source>
            <translation>{who}: nag-bid og {bid} ug napakyas.</translation>
        </message>
        <message>
            <source>You bid {bid} ({contract}) and made it.</source>
            <translation>Nag-bid ka og {bid} ({contract}) ug natuman nimo.</translation>
        </message>
        <message>
            <source>You bid {bid} ({contract}) and were set.</source>
            <translation>Nag-bid ka og {bid} ({contract}) ug napakyas ka.</translation>
        </message>
        <message>
            <source>{who} bid {bid} ({contract}) and made it.</source>
            <translation>{who}: nag-bid og {bid} ({contract}) ug natuman.</translation>
        </message>
        <message>
            <source>{who} bid {bid} ({contract}) and was set.</source>
            <translation>{who}: nag-bid og {bid} ({contract}) ug napakyas.</translation>
        </message>
        <message>
            <source>You were forced to bid {bid} ({contract}) and made it.</source>
            <translation>Napugos ka sa pag-bid og {bid} ({contract}) ug natuman nimo.</translation>
        </message>
        <message>
            <source>You were forced to bid {bid} ({contract}) and were set.</source>
            <translation>Napugos ka sa pag-bid og {bid} ({contract}) ug napakyas ka.</translation>
        </message>
        <message>
            <source>{who} was forced to bid {bid} ({contract}) and made it.</source>
            <translation>{who}: napugos sa pag-bid og {bid} ({contract}) ug natuman.</translation>
        </message>
        <message>
            <source>{who} was forced to bid {bid} ({contract}) and was set.</source>
            <translation>{who}: napugos sa pag-bid og {bid} ({contract}) ug napakyas.</translation>
        </message>
        <message>
            <source>You bid to shoot the moon ({contract}) and made it.</source>
            <translation>Nag-bid ka og shoot the moon ({contract}) ug natuman nimo.</translation>
        </message>
        <message>
            <source>You bid to shoot the moon ({contract}) and were set.</source>
            <translation>Nag-bid ka og shoot the moon ({contract}) ug napakyas ka.</translation>
        </message>
        <message>
            <source>{who} bid to shoot the moon ({contract}) and made it.</source>
            <translation>{who}: nag-bid og shoot the moon ({contract}) ug natuman.</translation>
        </message>
        <message>
            <source>{who} bid to shoot the moon ({contract}) and was set.</source>
            <translation>{who}: nag-bid og shoot the moon ({contract}) ug napakyas.</translation>
        </message>
    </context>
    <context>
        <name>PlayPractice</name>
        <message>
            <source>Play practice</source>
            <translation>Praktis sa pagdula</translation>
        </message>
        <message>
            <source>Positions from real hands: choose the tile you would play, then see what each tile was worth and why.</source>
            <translation>Mga posisyon gikan sa tinuod nga mga hugna: pilia ang domino nga imong ibutang, dayon tan-awa ang bili sa matag domino ug ngano.</translation>
        </message>
        <message>
            <source>random</source>
            <translation>sulagma</translation>
        </message>
        <message>
            <source>Leave empty for new positions, or enter a number to get a set you can repeat.</source>
            <translation>Biyai nga blangko para sa bag-ong mga posisyon, o isulod ang numero aron makakuha og pundok nga mabalik-balik nimo.</translation>
        </message>
        <message>
            <source>The seed must be a whole number, or empty.</source>
            <translation>Ang seed kinahanglang tibuok nga numero, o blangko.</translation>
        </message>
        <message>
            <source>Play practice: what each tile was worth</source>
            <translation>Praktis sa pagdula: ang bili sa matag domino</translation>
        </message>
        <message>
            <source>Every legal tile</source>
            <translation>Ang matag domino nga puwedeng ibutang</translation>
        </message>
        <message>
            <source>Play your tile and the rest of the hand, with hints</source>
            <translation>Ibutang ang imong domino ug dulaa ang nahibilin sa hugna, uban ang mga tambag</translation>
        </message>
        <message>
            <source>&lt;b&gt;You played {mine}.&lt;/b&gt; {grade}</source>
            <translation>&lt;b&gt;Gibutang nimo ang {mine}.&lt;/b&gt; {grade}</translation>
        </message>
        <message>
            <source>Yours: {why}.</source>
            <translation>Imo: {why}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Best: {best}&lt;/b&gt;: {why}.</source>
            <translation>&lt;b&gt;Labing maayo: {best}&lt;/b&gt;: {why}.</translation>
        </message>
        <message>
            <source>Why: {why}.</source>
            <translation>Ngano: {why}.</translation>
        </message>
        <message>
            <source>This position stays in My mistakes.</source>
            <translation>Kini nga posisyon magpabilin sa Akong mga sayop.</translation>
        </message>
        <message>
            <source>This position leaves My mistakes.</source>
            <translation>Kini nga posisyon makuha na gikan sa Akong mga sayop.</translation>
        </message>
        <message>
            <source>No mistakes to practise: positions you answer badly in bidding or play practice, and the costly bids and plays of your own games of Texas 42 scored in marks (each finished hand is reviewed for them, unless Preferences turn it off), will come back here.</source>
            <translation>Walay sayop nga ipraktis: ang mga posisyon nga dili maayo nimong matubag sa praktis sa bid o sa tira, ug ang mahal nga mga bid ug tira sa imong kaugalingong mga dula sa Texas 42 nga iskor sa marka (ang matag nahuman nga kamot gisusi para niini, gawas kon kini gipalong sa Mga gusto), mobalik dinhi.</translation>
        </message>
        <message>
            <source>Position {number} of {total} · {right} right</source>
            <translation>Posisyon {number} sa {total} · {right} ang husto</translation>
        </message>
        <message>
            <source>My mistakes</source>
            <translation>Akong mga sayop</translation>
        </message>
        <message>
            <source>Positions you answered badly come back here, worst first, until you answer them right: from bidding and play practice, and the costly bids and plays of your own games of Texas 42 scored in marks (each finished hand is reviewed for them).</source>
            <translation>Ang mga posisyon nga dili maayo nimong natubag mobalik dinhi, ang pinakagrabe una, hangtod matubag nimo sa husto: gikan sa praktis sa bid ug sa tira, ug ang mahal nga mga bid ug tira sa imong kaugalingong mga dula sa Texas 42 nga iskor sa marka (ang matag nahuman nga kamot gisusi para niini).</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Praktis</translation>
        </message>
        <message>
            <source>Given up</source>
            <translation>Nawala</translation>
        </message>
        <message>
            <source>Misses</source>
            <translation>Sayop</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Pag-bid</translation>
        </message>
        <message>
            <source>Not recorded</source>
            <translation>Wala marekord</translation>
        </message>
        <message>
            <source>{spot}
Not recorded by the older version that kept it: practise it to see it</source>
            <translation>{spot}
Wala kini marekord sa karaang bersiyon nga nagtipig niini: praktisa kini aron makita</translation>
        </message>
        <message>
            <source>From your game, hand {number}, trick {trick}, played {when}</source>
            <translation>Gikan sa imong dula, hugna {number}, trick {trick}, gidula {when}</translation>
        </message>
        <message>
            <source>From your game, hand {number}, trick {trick}</source>
            <translation>Gikan sa imong dula, hugna {number}, trick {trick}</translation>
        </message>
        <message>
            <source>From your game, hand {number}, played {when}</source>
            <translation>Gikan sa imong dula, hugna {number}, gidula {when}</translation>
        </message>
        <message>
            <source>From your game, hand {number}</source>
            <translation>Gikan sa imong dula, hugna {number}</translation>
        </message>
        <message>
            <source>{hand}
You bid first</source>
            <translation>{hand}
Ikaw ang unang mo-bid</translation>
        </message>
        <message>
            <source>{seat}: {bid}</source>
            <translation>{seat}: {bid}</translation>
        </message>
        <message>
            <source>{hand}
Before you: {bids}</source>
            <translation>{hand}
Una kanimo: {bids}</translation>
        </message>
        <message>
            <source>Trump: {contract}</source>
            <translation>Trump: {contract}</translation>
        </message>
        <message>
            <source>{trump}
You lead</source>
            <translation>{trump}
Ikaw ang mag-una</translation>
        </message>
        <message>
            <source>{seat}: {tile}</source>
            <translation>{seat}: {tile}</translation>
        </message>
        <message>
            <source>{trump}
Trick so far: {trick}</source>
            <translation>{trump}
Ang trick hangtod karon: {trick}</translation>
        </message>
        <message>
            <source>{marks} marks</source>
            <translation>{marks} marka</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s) if played out</source>
            <translation>
                <numerusform>%n puntos kon dulaon hangtod sa katapusan</numerusform>
                <numerusform>%n ka puntos kon dulaon hangtod sa katapusan</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n puntos</numerusform>
                <numerusform>%n ka puntos</numerusform>
            </translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Pagdula</translation>
        </message>
        <message>
            <source>{chance}% chance</source>
            <translation>{chance}% nga tsansa</translation>
        </message>
        <message>
            <source>Your play practice ends here ({answered} of {total} positions answered). Go on?</source>
            <translation>Dinhi matapos ang imong praktis sa pagdula ({answered} sa {total} ka posisyon ang natubag). Padayon?</translation>
        </message>
        <message>
            <source>Click a tile (or press Enter) to see the reveal again</source>
            <translation>I-klik ang usa ka domino (o pinduta ang Enter) aron makita pag-usab ang resulta</translation>
        </message>
        <message>
            <source>Dealing a practice position…</source>
            <translation>Gibahin ang posisyon sa praktis…</translation>
        </message>
        <message>
            <source>Weighing every tile you could play…</source>
            <translation>Gitimbang ang matag domino nga puwede nimong ibutang…</translation>
        </message>
        <message>
            <source>See the reveal: play it out, or go on to the next position</source>
            <translation>Tan-awa ang resulta: dulaa hangtod sa kataposan, o padayon sa sunod nga posisyon</translation>
        </message>
        <message>
            <source>Play practice {number} of {total} ({spot}): what do you play?</source>
            <translation>Praktis sa pagdula {number} sa {total} ({spot}): unsay imong ibutang?</translation>
        </message>
        <message numerus="yes">
            <source>%n position(s) · {right} right · {lost}% chance given up on average</source>
            <translation>
                <numerusform>%n ka posisyon · {right} ang husto · {lost}% nga tsansa ang nawala sa kasagaran</numerusform>
                <numerusform>%n ka posisyon · {right} ang husto · {lost}% nga tsansa ang nawala sa kasagaran</numerusform>
            </translation>
        </message>
        <message>
            <source>These positions are in My mistakes (Practice menu): practise them until you get them right.</source>
            <translation>Kini nga mga posisyon anaa sa Akong mga sayop (menu sa Praktis): praktisa hangtod mahusto nimo.</translation>
        </message>
        <message numerus="yes">
            <source>%n position(s) answered right: out of the deck.</source>
            <translation>
                <numerusform>%n ka posisyon ang nahusto: gikuha na sa listahan.</numerusform>
                <numerusform>%n ka posisyon ang nahusto: gikuha na sa listahan.</numerusform>
            </translation>
        </message>
        <message>
            <source>No costly mistakes: nothing went to My mistakes.</source>
            <translation>Walay dakong sayop: walay nasulod sa Akong mga sayop.</translation>
        </message>
        <message>
            <source>Position {number}: you played {mine}, best was {best} ({chance}% chance given up)</source>
            <translation>Posisyon {number}: gibutang nimo ang {mine}, ang labing maayo mao ang {best} ({chance}% nga tsansa ang nawala)</translation>
        </message>
        <message>
            <source>&amp;Kind of play</source>
            <translation>Klase sa &amp;tira</translation>
        </message>
        <message>
            <source>&amp;Positions</source>
            <translation>&amp;Mga posisyon</translation>
        </message>
        <message>
            <source>S&amp;eed</source>
            <translation>&amp;Numero sa pagbahin</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Sugdi</translation>
        </message>
        <message>
            <source>&amp;Play it out</source>
            <translation>&amp;Dulaa hangtod sa kataposan</translation>
        </message>
        <message>
            <source>&amp;Next position</source>
            <translation>&amp;Sunod nga posisyon</translation>
        </message>
        <message>
            <source>&amp;End session</source>
            <translation>&amp;Tapusa ang sesyon</translation>
        </message>
        <message>
            <source>&amp;Summary</source>
            <translation>&amp;Katingbanan</translation>
        </message>
        <message>
            <source>&lt;b&gt;Just as good: {best}&lt;/b&gt;: {why}.</source>
            <translation>&lt;b&gt;Parehas ka maayo: {best}&lt;/b&gt;: {why}.</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Posisyon</translation>
        </message>
        <message>
            <source>Yours</source>
            <translation>Imo</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Labing maayo</translation>
        </message>
        <message>
            <source>Practise &amp;bidding mistakes ({n})</source>
            <translation>Praktisa ang mga sayop sa pag-&amp;bid ({n})</translation>
        </message>
        <message>
            <source>Practise &amp;play mistakes ({n})</source>
            <translation>Praktisa ang mga sayop sa &amp;pagdula ({n})</translation>
        </message>
        <message>
            <source>Practise &amp;this one</source>
            <translation>Praktisa &amp;kini</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Sirad-i</translation>
        </message>
        <message numerus="yes">
            <source>Position {number}: you played {mine}, best was {best} (%n point(s) given up on average if played out)</source>
            <translation>
                <numerusform>Posisyon {number}: imong gibutang ang {mine}, ang labing maayo mao ang {best} (%n puntos ang nawala sa kasagaran kon dulaon hangtod sa katapusan)</numerusform>
                <numerusform>Posisyon {number}: imong gibutang ang {mine}, ang labing maayo mao ang {best} (%n ka puntos ang nawala sa kasagaran kon dulaon hangtod sa katapusan)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Position {number}: you played {mine}, best was {best} (%n point(s) given up on average)</source>
            <translation>
                <numerusform>Posisyon {number}: imong gibutang ang {mine}, ang labing maayo mao ang {best} (%n puntos ang nawala sa kasagaran)</numerusform>
                <numerusform>Posisyon {number}: imong gibutang ang {mine}, ang labing maayo mao ang {best} (%n ka puntos ang nawala sa kasagaran)</numerusform>
            </translation>
        </message>
        <message>
            <source>This position is in My mistakes (Practice menu): practise it until you get it right.</source>
            <translation>Kini nga posisyon anaa sa Akong mga sayop (menu sa Praktis): praktisa kini hangtod makuha nimo sa husto.</translation>
        </message>
        <message>
            <source>No mistakes. Well played!</source>
            <translation>Walay sayop. Maayong pagdula!</translation>
        </message>
        <message>
            <source>Every mistake answered right: they are out of the deck.</source>
            <translation>Natubag sa husto ang matag sayop: wala na kini sa pundok.</translation>
        </message>
        <message numerus="yes">
            <source>You left a play practice session midway: {answered} of %n position(s) answered.</source>
            <translation>
                <numerusform>Gibiyaan nimo ang praktis sa pagdula sa tunga: {answered} sa %n ka posisyon ang natubag.</numerusform>
                <numerusform>Gibiyaan nimo ang praktis sa pagdula sa tunga: {answered} sa %n ka posisyon ang natubag.</numerusform>
            </translation>
        </message>
        <message>
            <source>So far {right} right, {lost}% chance given up on average.</source>
            <translation>Hangtod karon {right} ang husto, {lost}% nga higayon ang nawala sa aberids.</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>Press N (Next hand) to see the reveal again</source>
            <translation>Pinduta ang N (Sunod nga hugna) aron makita pag-usab ang resulta</translation>
        </message>
        <message>
            <source>Your bidding practice ends here ({answered} of {total} decisions answered). Go on?</source>
            <translation>Dinhi matapos ang imong praktis sa pag-bid ({answered} sa {total} ka desisyon ang natubag). Padayon?</translation>
        </message>
        <message>
            <source>Dealing a practice hand…</source>
            <translation>Gibahin ang hugna sa praktis…</translation>
        </message>
        <message>
            <source>Weighing your decision against every contract…</source>
            <translation>Gitimbang ang imong desisyon batok sa matag kontrata…</translation>
        </message>
        <message>
            <source>Best decision.</source>
            <translation>Labing maayong desisyon.</translation>
        </message>
        <message>
            <source>Your decision gave up {lost} expected marks: see the reveal.</source>
            <translation>Nawad-an ang imong desisyon og {lost} nga gidahom nga marka: tan-awa ang resulta.</translation>
        </message>
        <message>
            <source>Nothing to undo: Undo goes back no further than the position this practice dealt.</source>
            <translation>Wala nay mabawi: ang Bawia dili mobalik lapas sa posisyon nga gihatag niini nga praktis.</translation>
        </message>
        <message>
            <source>Practice could not go on: {error}</source>
            <translation>Dili makapadayon ang praktis: {error}</translation>
        </message>
        <message numerus="yes">
            <source>You left a bidding practice session midway: {answered} of %n decision(s) answered.</source>
            <translation>
                <numerusform>Gibiyaan nimo ang praktis sa pag-bid sa tunga: {answered} sa %n ka desisyon ang natubag.</numerusform>
                <numerusform>Gibiyaan nimo ang praktis sa pag-bid sa tunga: {answered} sa %n ka desisyon ang natubag.</numerusform>
            </translation>
        </message>
        <message>
            <source>So far {lost} marks given up on average.</source>
            <translation>Hangtod karon {lost} ka marka ang nawala sa aberids.</translation>
        </message>
        <message>
            <source>It practises your mistakes.</source>
            <translation>Gipraktis niini ang imong mga sayop.</translation>
        </message>
        <message>
            <source>Practice session left midway</source>
            <translation>Praktis nga gibiyaan sa tunga</translation>
        </message>
        <message>
            <source>Continue where you left it, or start a new session (this one then ends).</source>
            <translation>Padayon diin nimo kini gibiyaan, o sugdi ang bag-ong praktis (kini matapos na).</translation>
        </message>
        <message>
            <source>&amp;Continue session</source>
            <translation>&amp;Padayon sa praktis</translation>
        </message>
        <message>
            <source>Start a &amp;new one</source>
            <translation>Sugdi ang &amp;bag-o</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Tan-awa sa:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Mga file nga &amp;matang:</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tanang file (*)</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Tan-awa sa:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Ngalan sa file:</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Mga file nga matang:</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Ablihi</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;I-save</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Ablihi</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>I-save isip</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Balik</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Padayon</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Ginikanan nga folder</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Paghimo og bag-ong folder</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Paghimo og usa ka bag-ong folder</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Bag-ong folder</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Bag-ong folder</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Papasa</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Ilisan ang ngalan</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Ipakita ang mga &amp;tinago nga file</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Lista</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Detalye</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Ipakita isip lista</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Ipakita uban ang detalye</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Balik</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Padayon</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Adto sa ginikanan nga folder</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Kilid nga bar</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Lista sa mga lugar ug bookmark</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Bag-ohay nga mga lugar</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Akong kompyuter</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Tanang file (*)</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Folder:</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Folder</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Folder sa file</translation>
        </message>
        <message>
            <source>File</source>
            <translation>File</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>File nga %1</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Drive</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Wala mailhi</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Sigurado ka nga papason ang '%1'?</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>Ngalan</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Gidak-on</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Matang</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Matang</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Petsa sa pag-usab</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Kompyuter</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Akong kompyuter</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 bytes</translation>
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
            <translation>&amp;Kanselahon</translation>
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
            <translation>Kanselaha</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Sirad-i</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Oo</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Dili</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>I-save</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Ablihi</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Ilabay</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Gamita</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>I-reset</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Ibalik ang orihinal</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Tabang</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Left</source>
            <translation>Wala</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Tuo</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Choose a tile in your hand</source>
            <translation>Pili og domino sa imong kamot</translation>
        </message>
        <message>
            <source>Left / Right arrows</source>
            <translation>Mga arrow nga Wala / Tuo</translation>
        </message>
        <message>
            <source>Play the chosen tile or press the focused button</source>
            <translation>Ibutang ang napiling domino o pindota ang button nga naka-focus</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter o Space</translation>
        </message>
        <message>
            <source>Choose a bid or a trump in the open panel</source>
            <translation>Pilia ang bid o trump sa abli nga panel</translation>
        </message>
        <message>
            <source>Arrow keys, Home, End</source>
            <translation>Mga arrow key, Home, End</translation>
        </message>
        <message>
            <source>Move between your hand, the open panel and the side panels</source>
            <translation>Balhin tali sa imong mga domino, sa bukas nga panel ug sa mga panel sa kilid</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Back to the table from a side panel</source>
            <translation>Balik sa lamesa gikan sa panel sa kilid</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Skip an animation (a click does too)</source>
            <translation>Laktawi ang animation (mahimo usab sa usa ka click)</translation>
        </message>
        <message>
            <source>Open the menus</source>
            <translation>Ablihi ang mga menu</translation>
        </message>
        <message>
            <source>F10</source>
            <translation>F10</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Keyboard</translation>
        </message>
        <message>
            <source>What it does</source>
            <translation>Unsay buhaton</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Yawe</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Mga lagda</translation>
        </message>
        <message>
            <source>Rules of Texas 42, Moon and 42 for three</source>
            <translation>Mga lagda sa Texas 42, Moon ug 42 para sa tulo</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>the session file is not a Texas 42 session</source>
            <translation>ang file sa sesyon dili sesyon sa Texas 42</translation>
        </message>
        <message numerus="yes">
            <source>the session file must list %n seat(s)</source>
            <translation>
                <numerusform>ang file sa sesyon kinahanglang maglista og %n ka lingkoranan</numerusform>
                <numerusform>ang file sa sesyon kinahanglang maglista og %n ka lingkoranan</numerusform>
            </translation>
        </message>
        <message>
            <source>a seat in the session file has no name</source>
            <translation>usa ka lingkoranan sa file sa sesyon walay ngalan</translation>
        </message>
        <message>
            <source>unknown AI level {level} in the session file</source>
            <translation>wala mailhing lebel sa AI {level} sa file sa sesyon</translation>
        </message>
        <message>
            <source>the session file has more than one human seat</source>
            <translation>ang file sa sesyon adunay labaw sa usa ka tawo nga magdudula</translation>
        </message>
        <message>
            <source>{game} (damaged: it resumes at its last move that can be read; {damage})</source>
            <translation>{game} (nadaot: magpadayon kini sa katapusang lihok nga mabasa pa; {damage})</translation>
        </message>
        <message>
            <source>The saved game was damaged: it resumes at the last move that could be read, in hand {number} ({damage}). The damaged file was kept as {file}.</source>
            <translation>Nadaot ang natipig nga dula: magpadayon kini sa katapusang lihok nga nabasa pa, sa hugna {number} ({damage}). Ang nadaot nga file gitipigan isip {file}.</translation>
        </message>
        <message>
            <source>The saved game cannot be opened ({error}).</source>
            <translation>Dili maablihan ang natipig nga dula ({error}).</translation>
        </message>
        <message>
            <source>The saved game is damaged and cannot be read ({error}).</source>
            <translation>Nadaot ang natipig nga dula ug dili mabasa ({error}).</translation>
        </message>
        <message>
            <source>The saved game's seating could not be read ({error}); it was kept as {file} and the game resumes with the computer players its record names.</source>
            <translation>Dili mabasa ang lingkoranan sa natipig nga dula ({error}); gitipigan kini isip {file} ug ang dula mopadayon uban sa mga magdudula nga kompyuter nga ginganlan sa rekord niini.</translation>
        </message>
        <message>
            <source>The saved game's seating could not be read ({error}); it was kept as {file} and the game resumes with Hard computer players.</source>
            <translation>Dili mabasa ang lingkoranan sa natipigang dula ({error}); gitipigan kini isip {file} ug magpadayon ang dula uban sa Lisod nga mga magdudula sa kompyuter.</translation>
        </message>
        <message>
            <source>trick {trick} of hand {hand}</source>
            <translation>trick {trick} sa hugna {hand}</translation>
        </message>
        <message>
            <source>the end of hand {hand}</source>
            <translation>katapusan sa hugna {hand}</translation>
        </message>
        <message>
            <source>the bidding of hand {hand}</source>
            <translation>bidding sa hugna {hand}</translation>
        </message>
        <message>
            <source>The moves made in your game since its last save would be lost: it resumes from {point}.</source>
            <translation>Mawala ang mga lihok sa imong dula sukad sa kataposang pagtipig: mopadayon kini gikan sa {point}.</translation>
        </message>
        <message>
            <source>Your game in progress would be lost: it could not be saved.</source>
            <translation>Mawala ang imong dula nga wala pa mahuman: dili kini matipigan.</translation>
        </message>
        <message>
            <source>action {number}: {reason}</source>
            <extracomment>Where a damaged record stops being read, in the hand it was opened at, and why.</extracomment>
            <translation>aksiyon {number}: {reason}</translation>
        </message>
        <message>
            <source>The seating kept in {file} could not be read ({error}); the game is played with the computer players its record names.</source>
            <translation>Dili mabasa ang lingkoranan nga gitipigan sa {file} ({error}); ang dula gidula uban sa mga magdudula nga kompyuter nga ginganlan sa rekord niini.</translation>
        </message>
        <message>
            <source>The seating kept in {file} could not be read ({error}); the game is played with the seats of your last game.</source>
            <translation>Dili mabasa ang lingkoranan nga gitipigan sa {file} ({error}); ang dula dulaon uban sa mga lingkoranan sa imong katapusang dula.</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Lingkoranan {number}</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>The preferences file {path} cannot be read: the preferences are the defaults, and what you change is not kept.</source>
            <translation>Dili mabasa ang file sa mga gusto {path}: ang mga gusto mao ang default, ug ang imong usbon dili matipigan.</translation>
        </message>
        <message>
            <source>The preferences file could not be read whole; it was kept as {name}, and what could not be read is back to the defaults.</source>
            <translation>Dili mabasa tibuok ang file sa mga gusto; gitipigan kini isip {name}, ug ang dili mabasa gibalik sa mga default.</translation>
        </message>
        <message>
            <source>The saved preference {key} could not be read; it was set aside and reset.</source>
            <translation>Dili mabasa ang natipig nga gusto {key}; gitabi kini ug gi-reset.</translation>
        </message>
        <message>
            <source>The saved preferences {keys} could not be read; they were set aside and reset.</source>
            <translation>Dili mabasa ang natipig nga mga gusto {keys}; gitabi kini ug gi-reset.</translation>
        </message>
        <message>
            <source>Your preferences cannot be saved in {path}: what you change lasts until you quit.</source>
            <translation>Dili matipigan ang imong mga gusto sa {path}: ang imong usbon molungtad lang hangtod mogawas ka.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>thinking…</source>
            <translation>naghunahuna…</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n trick</numerusform>
            </translation>
        </message>
        <message>
            <source>BID</source>
            <translation>BID</translation>
        </message>
        <message>
            <source>SHAKE</source>
            <translation>BALASA</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Imong mga domino</translation>
        </message>
        <message>
            <source>Left and Right choose a tile; Enter or Space plays it, or lays it away after taking Moon's widow</source>
            <translation>Wala ug Tuo mopili og domino; Enter o Space mobutang niini, o motabi niini human makuha ang sobra sa Moon</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Lamesa</translation>
        </message>
        <message>
            <source>bid {bid}</source>
            <translation>bid {bid}</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>mipasa</translation>
        </message>
        <message>
            <source>sits out (Nello)</source>
            <translation>dili modula (Nello)</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>{level} nga AI</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ikaw</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>imong partner</translation>
        </message>
        <message>
            <source>opponent</source>
            <translation>kontra</translation>
        </message>
        <message>
            <source>bidder</source>
            <translation>ang nag-bid</translation>
        </message>
        <message>
            <source>shaker</source>
            <translation>ang tigbalasa</translation>
        </message>
        <message>
            <source>{plate}; holds {tiles}</source>
            <translation>{plate}; naghupot og {tiles}</translation>
        </message>
        <message>
            <source>to bid</source>
            <translation>ang mo-bid</translation>
        </message>
        <message>
            <source>to name trump</source>
            <translation>ang mopili sa trump</translation>
        </message>
        <message>
            <source>to lay a tile away</source>
            <translation>ang motabi og usa ka domino</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>ang modula</translation>
        </message>
        <message>
            <source>Score · marks to {target}</source>
            <translation>Iskor · marka hangtod {target}</translation>
        </message>
        <message>
            <source>Score · points to {target}</source>
            <translation>Iskor · puntos hangtod {target}</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Bid</translation>
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
            <translation>Bidding</translation>
        </message>
        <message>
            <source>no bid yet, only passes</source>
            <translation>wala pay nag-bid, pulos pasa</translation>
        </message>
        <message>
            <source>high bid {bid}</source>
            <translation>pinakataas nga bid {bid}</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>Trump</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>Gidula</translation>
        </message>
        <message>
            <source>Laid away</source>
            <translation>Gitabi</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>nakatahob</translation>
        </message>
        <message>
            <source>This hand</source>
            <translation>Hugna karon</translation>
        </message>
        <message>
            <source>{game} · hand {number}</source>
            <translation>{game} · hugna {number}</translation>
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
            <translation>Sa lamesa: {plays}</translation>
        </message>
    </context>
    <context>
        <name>Trainer</name>
        <message>
            <source>Mixed levels</source>
            <translation>Sinagol nga lebel</translation>
        </message>
        <message>
            <source>{game}: {bid}</source>
            <translation>{game}: {bid}</translation>
        </message>
        <message>
            <source>You have not defended a hand yet.</source>
            <translation>Wala ka pay hugna nga gidepensahan.</translation>
        </message>
        <message>
            <source>You have not answered a practice deal yet.</source>
            <translation>Wala ka pay natubag nga pagbahin sa praktis.</translation>
        </message>
        <message numerus="yes">
            <source>You have answered %n practice deal(s); on average a decision gave up {lost} marks against the best one (0 is perfect).</source>
            <translation>
                <numerusform>Nakatubag ka na og %n ka pagbahin sa praktis; sa kasagaran, ang usa ka desisyon nawad-an og {lost} marka kon itandi sa labing maayo (0 ang hingpit).</numerusform>
                <numerusform>Nakatubag ka na og %n ka pagbahin sa praktis; sa kasagaran, ang usa ka desisyon nawad-an og {lost} marka kon itandi sa labing maayo (0 ang hingpit).</numerusform>
            </translation>
        </message>
        <message>
            <source>Your game in progress is saved: the table goes back to it when practice ends.</source>
            <translation>Natipig ang imong kasamtangang dula: mobalik ang lamesa niini inig human sa praktis.</translation>
        </message>
        <message>
            <source>Those of the game on the table.</source>
            <translation>Ang sa dula nga anaa sa lamesa.</translation>
        </message>
        <message>
            <source>The Texas house rules preset: the game on the table is not Texas 42 for four.</source>
            <translation>Ang preset nga Lagda sa balay sa Texas: ang dula sa lamesa dili Texas 42 para sa upat.</translation>
        </message>
        <message>
            <source>Bidding practice</source>
            <translation>Praktis sa pag-bid</translation>
        </message>
        <message>
            <source>random</source>
            <translation>sulagma</translation>
        </message>
        <message>
            <source>Leave empty for new deals, or enter a number to get a set of deals you can repeat.</source>
            <translation>Biyai nga blangko para sa bag-ong mga pagbahin, o isulod ang numero aron makakuha og mga pagbahin nga mabalik-balik nimo.</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>Mga desisyon</translation>
        </message>
        <message>
            <source>The seed must be a whole number, or empty.</source>
            <translation>Ang seed kinahanglang tibuok nga numero, o blangko.</translation>
        </message>
        <message>
            <source>Practice: what was really there</source>
            <translation>Praktis: unsay tinuod nga naa</translation>
        </message>
        <message>
            <source>The hint table (chance of making each bid)</source>
            <translation>Ang tabla sa tambag (tsansa nga matuman ang matag bid)</translation>
        </message>
        <message>
            <source>Open hands: all four hands shown, perfect play, your side bidding</source>
            <translation>Bukas nga mga domino: gipakita ang mga domino sa tanang upat, hingpit nga pagdula, ang inyong team ang nag-bid</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}.&lt;/b&gt; It is worth as much as the best decision, &lt;b&gt;{best}&lt;/b&gt;: 0 marks given up.</source>
            <translation>&lt;b&gt;Imong pili: {mine}.&lt;/b&gt; Sama kini ka bili sa labing maayong desisyon, &lt;b&gt;{best}&lt;/b&gt;: 0 marka ang nawala.</translation>
        </message>
        <message>
            <source>Open hands</source>
            <translation>Bukas nga mga domino</translation>
        </message>
        <message>
            <source>Those of your own game, not the lesson's, scored in marks: each bid is graded in expected marks.</source>
            <translation>Ang sa imong kaugalingong dula, dili sa leksiyon, giihap sa marka: ang matag bid gimarkahan sa gidahom nga marka.</translation>
        </message>
        <message>
            <source>Those of the game on the table, scored in marks: each bid is graded in expected marks.</source>
            <translation>Ang sa dula sa lamesa, giihap sa marka: ang matag bid gimarkahan sa gidahom nga marka.</translation>
        </message>
        <message>
            <source>The Texas house rules preset.</source>
            <translation>Ang preset nga Lagda sa balay sa Texas.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}.&lt;/b&gt; That is the best decision here: 0 marks given up.</source>
            <translation>&lt;b&gt;Imong pili: {mine}.&lt;/b&gt; Mao kana ang labing maayong desisyon dinhi: 0 marka ang nawala.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}&lt;/b&gt; gives up &lt;b&gt;{lost}&lt;/b&gt; expected marks against the best decision, &lt;b&gt;{best}&lt;/b&gt;.</source>
            <translation>&lt;b&gt;Imong pili: {mine}&lt;/b&gt;; nawad-an kini og &lt;b&gt;{lost}&lt;/b&gt; nga gidahom nga marka kon itandi sa labing maayong desisyon, &lt;b&gt;{best}&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>The AI would choose: &lt;b&gt;{choice}&lt;/b&gt;.</source>
            <translation>Ang pilion sa AI: &lt;b&gt;{choice}&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>makes</source>
            <translation>matuman</translation>
        </message>
        <message>
            <source>fails</source>
            <translation>mapakyas</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n trick</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n puntos</numerusform>
                <numerusform>%n puntos</numerusform>
            </translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Kontrata</translation>
        </message>
        <message>
            <source>Your side takes</source>
            <translation>Makuha sa inyong team</translation>
        </message>
        <message>
            <source>Decision {number} · session average {lost} marks given up</source>
            <translation>Desisyon {number} · kasagaran sa sesyon: {lost} marka ang nawala</translation>
        </message>
        <message>
            <source>Practice session</source>
            <translation>Sesyon sa praktis</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) · {best} best · {lost} marks given up on average</source>
            <translation>
                <numerusform>%n ka desisyon · {best} labing maayo · {lost} marka ang nawala sa kasagaran</numerusform>
                <numerusform>%n ka desisyon · {best} labing maayo · {lost} marka ang nawala sa kasagaran</numerusform>
            </translation>
        </message>
        <message>
            <source>The decisions to look at again:</source>
            <translation>Ang mga desisyon nga angay balikan:</translation>
        </message>
        <message>
            <source>No decision was answered in this session.</source>
            <translation>Walay desisyon nga gitubag niining sesyon.</translation>
        </message>
        <message>
            <source>Every decision was the best one. Well bid!</source>
            <translation>Ang matag desisyon mao ang labing maayo. Maayong pag-bid!</translation>
        </message>
        <message>
            <source>Deal {number}: you chose {mine}, best was {best} (−{lost} marks)</source>
            <translation>Pagbahin {number}: gipili nimo ang {mine}, ang labing maayo mao ang {best} (−{lost} marka)</translation>
        </message>
        <message>
            <source>Hand review</source>
            <translation>Pagbalik-tan-aw sa hugna</translation>
        </message>
        <message>
            <source>Reviewing…</source>
            <translation>Gibalikan…</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Balikan</translation>
        </message>
        <message>
            <source>Hand {number}.</source>
            <translation>Hugna {number}.</translation>
        </message>
        <message>
            <source>Game points lost</source>
            <translation>Nawalang puntos sa dula</translation>
        </message>
        <message>
            <source>Best choice's chance</source>
            <translation>Higayon sa labing maayong pili</translation>
        </message>
        <message>
            <source>The mistakes marked here do not go into My mistakes: it takes those of games of Texas 42 scored in marks.</source>
            <translation>Ang mga sayop nga gimarkahan dinhi dili mosulod sa Akong mga sayop: ang gikuha niini kadtong sa mga dula sa Texas 42 nga iskor sa marka.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder loses {value} of the {need} tricks: the bidder could lose every trick.</source>
            <translation>{who} ang bidder sa {contract}; kon makita ang tanang domino ug hingpit ang pagdula, mapildi sa bidder ang {value} sa {need} ka trick: mapildi unta sa bidder ang matag trick.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder loses {value} of the {need} tricks: perfect defence would have made the bidder take one.</source>
            <translation>{who} ang bidder sa {contract}; kon makita ang tanang domino ug hingpit ang pagdula, mapildi sa bidder ang {value} sa {need} ka trick: ang hingpit nga depensa makapugos unta sa bidder nga mokuha og usa.</translation>
        </message>
        <message>
            <source>{bidder} bid, {who} named {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): they could make it.</source>
            <translation>{bidder} ang bidder, {who} ang mipili sa {contract}; kon makita ang tanang domino ug hingpit ang pagdula, makuha sa mga bidder ang {taken} (kinahanglan nila ang {need}): matuman unta nila kini.</translation>
        </message>
        <message>
            <source>{bidder} bid, {who} named {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): perfect defence would have set them.</source>
            <translation>{bidder} ang bidder, {who} ang mipili sa {contract}; kon makita ang tanang domino ug hingpit ang pagdula, makuha sa mga bidder ang {taken} (kinahanglan nila ang {need}): sa hingpit nga depensa mapakyas unta sila.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): they could make it.</source>
            <translation>{who} ang bidder sa {contract}; kon makita ang tanang domino ug hingpit ang pagdula, makuha sa mga bidder ang {taken} (kinahanglan nila ang {need}): matuman unta nila kini.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): perfect defence would have set them.</source>
            <translation>{who} ang bidder sa {contract}; kon makita ang tanang domino ug hingpit ang pagdula, makuha sa mga bidder ang {taken} (kinahanglan nila ang {need}): sa hingpit nga depensa mapakyas unta sila.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder takes {taken} (the bidder needed {need}): the bidder could make it.</source>
            <translation>{who} ang bidder sa {contract}; kon makita ang tanang domino ug hingpit ang pagdula, makuha sa bidder ang {taken} (kinahanglan sa bidder ang {need}): matuman unta kini sa bidder.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder takes {taken} (the bidder needed {need}): perfect defence would have set the bidder.</source>
            <translation>{who} ang bidder sa {contract}; kon makita ang tanang domino ug hingpit ang pagdula, makuha sa bidder ang {taken} (kinahanglan sa bidder ang {need}): sa hingpit nga depensa mapakyas unta ang bidder.</translation>
        </message>
        <message>
            <source>Marks lost</source>
            <translation>Nawalang marka</translation>
        </message>
        <message>
            <source>Those of your own game, not the lesson's.</source>
            <translation>Ang sa imong kaugalingong dula, dili sa leksiyon.</translation>
        </message>
        <message>
            <source>The table goes back to your game in progress when practice ends, but it cannot be saved: {loss}.</source>
            <translation>Mobalik ang lamesa sa imong dula nga wala pa mahuman kon mahuman ang praktis, apan dili kini matipigan: {loss}.</translation>
        </message>
        <message>
            <source>The Texas house rules preset: your own game is not Texas 42 for four.</source>
            <translation>Ang preset nga Lagda sa balay sa Texas: ang imong kaugalingong dula dili Texas 42 para sa upat.</translation>
        </message>
        <message>
            <source>Hands dealt at your turn to bid: make the bid you would, then see what each bid was worth in each trump, and every hand as it was.</source>
            <translation>Mga kamot nga gibahin sa imong turno sa pag-bid: i-bid ang imong i-bid, unya tan-awa kung pila ang bili sa matag bid sa matag trump, ug ang matag kamot sama sa tinuod.</translation>
        </message>
        <message>
            <source>&amp;Your spot in the auction</source>
            <translation>&amp;Imong posisyon sa bidding</translation>
        </message>
        <message>
            <source>&amp;Hands</source>
            <translation>&amp;Mga domino</translation>
        </message>
        <message>
            <source>&amp;Decisions</source>
            <translation>Mga &amp;desisyon</translation>
        </message>
        <message>
            <source>S&amp;eed</source>
            <translation>&amp;Numero sa pagbahin</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Sugdi</translation>
        </message>
        <message>
            <source>&amp;Play it out</source>
            <translation>&amp;Dulaa hangtod sa kataposan</translation>
        </message>
        <message>
            <source>&amp;Watch the AIs play it</source>
            <translation>Ta&amp;n-awa ang mga AI nga modula niini</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>&amp;Sunod nga pagbahin</translation>
        </message>
        <message>
            <source>&amp;End session</source>
            <translation>&amp;Tapusa ang sesyon</translation>
        </message>
        <message>
            <source>&amp;Summary</source>
            <translation>&amp;Katingbanan</translation>
        </message>
        <message>
            <source>Deal this decision again, to answer it once more</source>
            <translation>Bahina pag-usab kini nga desisyon, aron tubagon kini sa makausa pa</translation>
        </message>
        <message>
            <source>Review's progress</source>
            <translation>Pag-uswag sa pagrepaso</translation>
        </message>
        <message>
            <source>Counted as if every trick were played out.</source>
            <translation>Giihap nga daw gidula ang matag trick hangtod sa katapusan.</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Magdudula</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Lihok</translation>
        </message>
        <message>
            <source>Your chance</source>
            <translation>Imong tsansa</translation>
        </message>
        <message>
            <source>Better choice, and why</source>
            <translation>Mas maayong pili, ug ngano</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>pinugos</translation>
        </message>
        <message>
            <source>&lt;b&gt;the widow&lt;/b&gt; {tile}</source>
            <translation>&lt;b&gt;ang sobra&lt;/b&gt; {tile}</translation>
        </message>
        <message>
            <source>Hands as dealt: {hands}</source>
            <translation>Mga domino sama sa pagbahin: {hands}</translation>
        </message>
        <message>
            <source>Better: {choice}</source>
            <translation>Mas maayo: {choice}</translation>
        </message>
        <message>
            <source>Good: {why}</source>
            <translation>Maayo: {why}</translation>
        </message>
        <message>
            <source>Yours: {why}</source>
            <translation>Imo: {why}</translation>
        </message>
        <message>
            <source>You have not answered a play-practice position yet: Practice → Play practice asks what you would play, and each answer counts here.</source>
            <translation>Wala ka pa makatubag og posisyon sa praktis sa pagdula: ang Praktis → Praktis sa pagdula mangutana kon unsay imong ibutang, ug ang matag tubag maihap dinhi.</translation>
        </message>
        <message numerus="yes">
            <source>You have answered %n play-practice position(s), {right} of them right ({share}); on average a tile gave up {lost} chance against the best one (0% is perfect).</source>
            <translation>
                <numerusform>Nakatubag ka na og %n ka posisyon sa praktis sa pagdula, {right} ang sakto ({share}); sa kasagaran, ang usa ka domino nawad-an og {lost} nga tsansa kon itandi sa labing maayo (0% ang hingpit).</numerusform>
                <numerusform>Nakatubag ka na og %n ka posisyon sa praktis sa pagdula, {right} ang sakto ({share}); sa kasagaran, ang usa ka domino nawad-an og {lost} nga tsansa kon itandi sa labing maayo (0% ang hingpit).</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Estadistika</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Mga dula</translation>
        </message>
        <message>
            <source>Bids by contract</source>
            <translation>Mga bid sumala sa kontrata</translation>
        </message>
        <message>
            <source>Bids by level</source>
            <translation>Mga bid sumala sa lebel</translation>
        </message>
        <message>
            <source>Make rate per contract (your side bidding)</source>
            <translation>Rate sa pagtuman matag kontrata (inyong team ang nag-bid)</translation>
        </message>
        <message>
            <source>Make rate per contract (your bids)</source>
            <translation>Rate sa pagtuman matag kontrata (imong mga bid)</translation>
        </message>
        <message>
            <source>Make rate per contract (your bids, and your partner's in Texas 42)</source>
            <translation>Rate sa pagtuman matag kontrata (imong mga bid, ug sa imong partner sa Texas 42)</translation>
        </message>
        <message numerus="yes">
            <source>Your side was forced to bid in %n hand(s) (everyone else passed) and made {made}; those are not in the tables.</source>
            <translation>
                <numerusform>Napugos ang imong panig sa pag-bid sa %n ka hugna (ang tanan nag-pass) ug natuman ang {made}; wala kini sa mga talaan.</numerusform>
                <numerusform>Napugos ang imong panig sa pag-bid sa %n ka hugna (ang tanan nag-pass) ug natuman ang {made}; wala kini sa mga talaan.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play practice by day</source>
            <translation>Praktis sa pagdula matag adlaw</translation>
        </message>
        <message>
            <source>Play practice: average chance given up per day</source>
            <translation>Praktis sa pagdula: kasagarang tsansa nga nawala matag adlaw</translation>
        </message>
        <message>
            <source>You have not finished a game yet: a game counts here when it ends.</source>
            <translation>Wala ka pay nahuman nga dula: maihap ang dula dinhi kon mahuman na kini.</translation>
        </message>
        <message>
            <source>Bidding and defence</source>
            <translation>Pag-bid ug depensa</translation>
        </message>
        <message>
            <source>Play practice</source>
            <translation>Praktis sa pagdula</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Dula</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Mga kontra</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Nadaog</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Rate sa pagdaog</translation>
        </message>
        <message>
            <source>Times</source>
            <translation>Kapila</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Natuman</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Napakyas</translation>
        </message>
        <message>
            <source>Made %</source>
            <translation>Natuman %</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Bid</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>Adlaw</translation>
        </message>
        <message numerus="yes">
            <source>On defence you have set the bid in %n hand(s) of {hands} ({share}).</source>
            <translation>
                <numerusform>Sa depensa, napakyas nimo ang bid sa %n sa {hands} ka hugna ({share}).</numerusform>
                <numerusform>Sa depensa, napakyas nimo ang bid sa %n sa {hands} ka hugna ({share}).</numerusform>
            </translation>
        </message>
        <message>
            <source>Bidding practice: average marks given up per day</source>
            <translation>Praktis sa pag-bid: kasagarang marka nga nawala matag adlaw</translation>
        </message>
        <message>
            <source>Bidding practice by day</source>
            <translation>Praktis sa pag-bid matag adlaw</translation>
        </message>
        <message>
            <source>&amp;Reset statistics…</source>
            <translation>I-&amp;reset ang estadistika…</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Sirad-i</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Labing maayo</translation>
        </message>
        <message>
            <source>Marks given up</source>
            <translation>Marka nga nawala</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>Mga posisyon</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Sakto</translation>
        </message>
        <message>
            <source>Chance given up</source>
            <translation>Tsansa nga nawala</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>I-reset ang estadistika</translation>
        </message>
        <message>
            <source>Delete every statistic kept so far? This cannot be undone.</source>
            <translation>Papason ang tanang estadistika nga natipig hangtod karon? Dili na kini mabawi.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Mga lagda</translation>
        </message>
        <message>
            <source>Words in the reasons, explained in the rules: {words}</source>
            <translation>Mga pulong sa mga rason, gipatin-aw sa mga lagda: {words}</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Lesson</source>
            <translation>Leksiyon</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Sunod</translation>
        </message>
        <message>
            <source>Next card</source>
            <translation>Sunod nga kard</translation>
        </message>
        <message>
            <source>End lesson</source>
            <translation>Tapusa ang leksiyon</translation>
        </message>
        <message>
            <source>Not this one. {reason}</source>
            <translation>Dili kana. {reason}</translation>
        </message>
        <message>
            <source>This lesson is over: press Continue lesson, or Back to the game.</source>
            <translation>Human na kining leksiyon: pindota ang Padayona ang leksiyon, o Balik sa dula.</translation>
        </message>
        <message>
            <source>This lesson is over: press Next lesson, or Back to the game.</source>
            <translation>Nahuman na kini nga leksiyon: pindota ang Sunod nga leksiyon, o Balik sa dula.</translation>
        </message>
        <message>
            <source>This lesson is over: press Play a first game, or Back to the game.</source>
            <translation>Nahuman na kini nga leksiyon: pindota ang Pagdula og unang dula, o Balik sa dula.</translation>
        </message>
        <message>
            <source>Lesson complete: you have done every lesson, well played! Now try a first game against Easy players, with Hint (H) and Undo on, or practise from the Practice menu. Too fast? L shows the tricks played, and Settings &gt; Preferences &gt; Animation: Slow slows the table.</source>
            <translation>Human na ang leksiyon: nahuman nimo ang tanang leksiyon, maayong pagdula! Karon sulayi ang unang dula batok sa mga Sayon nga magdudula, naka-on ang Tambag (H) ug Bawia, o pagpraktis gikan sa menu nga Praktis. Paspas ra kaayo? Ang L mopakita sa nadula nga mga trick, ug ang Mga setting &gt; Mga gusto &gt; Animasyon: Hinay mopahinay sa lamesa.</translation>
        </message>
        <message>
            <source>This lesson shows you each move, so Hint (H) is off in it.</source>
            <translation>Kini nga leksiyon nagpakita kanimo sa matag lihok, busa naka-off ang Tambag (H) niini.</translation>
        </message>
        <message>
            <source>The lesson goes on where you left it; F2 offers Start again.</source>
            <translation>Magpadayon ang leksiyon diin nimo kini gibiyaan; ang F2 nagtanyag og Sugdi pag-usab.</translation>
        </message>
        <message>
            <source>Where you left this lesson could not be restored (the lesson may have changed): it starts from its first card.</source>
            <translation>Dili mabalik kung asa nimo gibiyaan kining leksiyon (basin nausab ang leksiyon): magsugod kini sa unang kard.</translation>
        </message>
        <message>
            <source>Watch the other players…</source>
            <translation>Tan-awa ang ubang magdudula…</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Humana</translation>
        </message>
        <message>
            <source>Lesson complete. Next: {title}, which you left midway.</source>
            <translation>Human na ang leksiyon. Sunod: {title}, nga imong gibiyaan sa tunga.</translation>
        </message>
        <message>
            <source>Lesson complete. Next: {title}.</source>
            <translation>Human na ang leksiyon. Sunod: {title}.</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>Sunod nga leksiyon</translation>
        </message>
        <message>
            <source>Back to the game</source>
            <translation>Balik sa dula</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Tun-i ang pagdula</translation>
        </message>
        <message>
            <source>Short lessons on the real table, a few minutes each. You have done {done} of {all}.</source>
            <translation>Mubong mga leksiyon sa tinuod nga lamesa, pipila ka minuto matag usa. Nahuman nimo ang {done} sa {all}.</translation>
        </message>
        <message>
            <source>Lessons</source>
            <translation>Mga leksiyon</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}, done: {summary}</source>
            <translation>Leksiyon {number}, {title}, nahuman: {summary}</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}, in progress: {summary}</source>
            <translation>Leksiyon {number}, {title}, nagpadayon pa: {summary}</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}: {summary}</source>
            <translation>Leksiyon {number}, {title}: {summary}</translation>
        </message>
        <message>
            <source>{title} (in progress)</source>
            <translation>{title} (nagpadayon pa)</translation>
        </message>
        <message>
            <source>Some lessons could not be read: {error}</source>
            <translation>Dili mabasa ang pipila ka leksiyon: {error}</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>Sugdi ang leksiyon</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>Sugdi pag-usab</translation>
        </message>
        <message>
            <source>Start this lesson again from its first card</source>
            <translation>Sugdi pag-usab kining leksiyon gikan sa unang kard</translation>
        </message>
        <message>
            <source>Play a first game</source>
            <translation>Pagdula og unang dula</translation>
        </message>
        <message>
            <source>A new game against Easy players, with Hint and Undo on</source>
            <translation>Bag-ong dula batok sa mga Sayon nga magdudula, naka-on ang Tambag ug Bawia</translation>
        </message>
        <message>
            <source>Continue lesson</source>
            <translation>Padayona ang leksiyon</translation>
        </message>
        <message>
            <source>Go on from the card where you left this lesson</source>
            <translation>Padayon gikan sa kard diin nimo gibiyaan kining leksiyon</translation>
        </message>
    </context>
    <context>
        <name>Work</name>
        <message>
            <source>The computer player's process had stopped; it was restarted and the game goes on.</source>
            <translation>Mihunong ang proseso sa kompyuter nga magdudula; gisugdan kini pag-usab ug magpadayon ang dula.</translation>
        </message>
        <message>
            <source>The computer player stopped answering; it was restarted and the game goes on.</source>
            <translation>Mihunong sa pagtubag ang kompyuter nga magdudula; gisugdan kini pag-usab ug magpadayon ang dula.</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>the {tile} is given twice</source>
            <translation>ang {tile} gihatag kaduha</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) given: a hand has {size}</source>
            <translation>
                <numerusform>%n ka domino ang gihatag: ang kamot adunay {size}</numerusform>
                <numerusform>%n ka domino ang gihatag: ang kamot adunay {size}</numerusform>
            </translation>
        </message>
        <message>
            <source>a bid is a number or {pass_}, got {word}</source>
            <translation>ang bid usa ka numero o {pass_}, apan {word} ang nadawat</translation>
        </message>
        <message numerus="yes">
            <source>there are only %n seats</source>
            <translation>
                <numerusform>%n ra ka lingkoranan</numerusform>
                <numerusform>%n ra ka lingkoranan</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} is in two hands</source>
            <translation>ang {tile} anaa sa duha ka kamot</translation>
        </message>
        <message>
            <source>the {tile} is not used in this game</source>
            <translation>ang {tile} dili gamiton niini nga dula</translation>
        </message>
        <message numerus="yes">
            <source>%n bid(s) given: the seats before yours make {place}</source>
            <translation>
                <numerusform>%n ka bid ang gihatag: ang mga nauna nimo mohimo og {place}</numerusform>
                <numerusform>%n ka bid ang gihatag: ang mga nauna nimo mohimo og {place}</numerusform>
            </translation>
        </message>
        <message>
            <source>those bids end the auction before your turn</source>
            <translation>kadtong mga bid motapos sa bidding sa dili pa ang imong turno</translation>
        </message>
    </context>
    <context>
        <name>datafile</name>
        <message>
            <source>the text is damaged: a name in it is written twice</source>
            <translation>nadaot ang teksto: adunay ngalan nga kaduha gisulat</translation>
        </message>
        <message>
            <source>the file is over {limit} KB, larger than any Texas 42 writes</source>
            <translation>labaw sa {limit} KB ang file, mas dako kay sa bisan unsang gisulat sa Texas 42</translation>
        </message>
        <message>
            <source>the file is not text, or not in the UTF-8 encoding Texas 42 writes</source>
            <translation>dili teksto ang file, o dili sa UTF-8 nga encoding nga gisulat sa Texas 42</translation>
        </message>
        <message>
            <source>the text is damaged: it is nested too deeply</source>
            <translation>nadaot ang teksto: lawom kaayo ang pagkasulod-sulod niini</translation>
        </message>
        <message>
            <source>the text is damaged: a number in it is too long</source>
            <translation>nadaot ang teksto: taas kaayo ang usa ka numero niini</translation>
        </message>
        <message>
            <source>what it holds is not what Texas 42 writes there</source>
            <translation>ang sulod niini dili mao ang gisulat sa Texas 42 didto</translation>
        </message>
        <message>
            <source>{name} is a folder, where a file should be</source>
            <translation>folder ang {name}, sa dapit nga angay unta file</translation>
        </message>
        <message>
            <source>{name} is a file, where a folder should be</source>
            <translation>file ang {name}, sa dapit nga angay unta folder</translation>
        </message>
        <message>
            <source>a file stands where a folder of its path should be</source>
            <translation>adunay file sa dapit nga angay unta folder sa agianan niini</translation>
        </message>
        <message>
            <source>permission is refused</source>
            <translation>gibalibaran ang pagtugot</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>mabasa ra ang disk, dili masulatan</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>puno na ang disk</translation>
        </message>
        <message>
            <source>it is not there</source>
            <translation>wala kini didto</translation>
        </message>
        <message>
            <source>the disk could not be read or written</source>
            <translation>dili mabasa o masulatan ang disk</translation>
        </message>
        <message>
            <source>the system says: {error}</source>
            <extracomment>{error} is the system's own message (in English).</extracomment>
            <translation>matod sa sistema: {error}</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>unknown trump {value} (allowed: {allowed})</source>
            <translation>wala mailhing trump {value} (gitugotan: {allowed})</translation>
        </message>
        <message>
            <source>there is no contract yet</source>
            <translation>wala pay kontrata</translation>
        </message>
        <message>
            <source>laying down is not played in this game (house rule off)</source>
            <translation>ang pagbukhad dili gidula niini nga dula (naka-off ang lagda sa balay)</translation>
        </message>
        <message>
            <source>nobody lays down in {contract}: every trick is played</source>
            <translation>walay mobukhad sa {contract}: dulaon ang matag trick</translation>
        </message>
        <message>
            <source>a trump is still out and could ruff your {tile}</source>
            <translation>aduna pay trump sa uban nga maka-trump sa imong {tile}</translation>
        </message>
        <message>
            <source>the {rival} is still out and could beat your {tile}</source>
            <translation>wala pa mogawas ang {rival} ug makapildi kini sa imong {tile}</translation>
        </message>
        <message>
            <source>a trump is still out and could ruff their {tile}</source>
            <translation>aduna pay trump sa uban nga maka-trump sa iyang {tile}</translation>
        </message>
        <message>
            <source>the {rival} is still out and could beat their {tile}</source>
            <translation>wala pa mogawas ang {rival} ug makapildi kini sa iyang {tile}</translation>
        </message>
        <message>
            <source>seat must be 0 to {last}, got {seat}</source>
            <translation>ang lingkoranan kinahanglang 0 hangtod {last}, apan {seat} ang nadawat</translation>
        </message>
        <message>
            <source>hand {hand}</source>
            <translation>hugna {hand}</translation>
        </message>
        <message>
            <source>hand {hand}, action {action}</source>
            <translation>hugna {hand}, aksiyon {action}</translation>
        </message>
        <message>
            <source>{where}: {error}</source>
            <extracomment>{where} is "hand 2" or "hand 2, action 5" in a record; {error} says what is wrong there.</extracomment>
            <translation>{where}: {error}</translation>
        </message>
        <message>
            <source>a hand must be an object</source>
            <translation>ang hugna kinahanglang object</translation>
        </message>
        <message>
            <source>unknown key(s) {keys} (known: {known})</source>
            <translation>wala mailhing key {keys} (nailhan: {known})</translation>
        </message>
        <message>
            <source>Texas 42 opens the game files it saves (.t42): choose one of those.</source>
            <translation>Ang Texas 42 moabli sa mga file sa dula nga iyang gitipigan (.t42): pili ug usa niana.</translation>
        </message>
        <message>
            <source>The file may have been changed or damaged since it was saved. If someone sent it to you, ask them for a new copy.</source>
            <translation>Basin nausab o naguba ang file sukad kini gitipigan. Kon adunay nagpadala niini kanimo, pangayo og bag-ong kopya.</translation>
        </message>
        <message>
            <source>It was saved by a newer version of Texas 42: open it with that version, or update this one.</source>
            <translation>Gitipigan kini sa mas bag-ong bersyon sa Texas 42: ablihi kini gamit kana nga bersyon, o i-update kini.</translation>
        </message>
        <message>
            <source>Check that you may read the file, or copy it to a folder of yours and open the copy.</source>
            <translation>Susiha kon tugotan ka nga mobasa sa file, o kopyaha kini ngadto sa imong folder ug ablihi ang kopya.</translation>
        </message>
        <message>
            <source>Save it again as UTF-8 text (a text editor offers that), then open it.</source>
            <translation>Tipigi kini pag-usab isip UTF-8 nga teksto (ang text editor adunay ingon niana), dayon ablihi.</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>usa kini ka folder, dili file</translation>
        </message>
        <message>
            <source>it is not an ordinary file (a device or a pipe)</source>
            <translation>dili kini ordinaryong file (usa ka device o pipe)</translation>
        </message>
        <message>
            <source>the file is {size} KB, too large for a game record (records over {limit} KB are refused)</source>
            <translation>ang file {size} KB, dako kaayo para sa rekord sa dula (ang mga rekord nga labaw sa {limit} KB gisalikway)</translation>
        </message>
        <message>
            <source>the file cannot be read ({error})</source>
            <translation>dili mabasa ang file ({error})</translation>
        </message>
        <message>
            <source>the text is over {limit} KB, too large for a game record</source>
            <translation>ang teksto labaw sa {limit} KB, dako kaayo para sa rekord sa dula</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>walay sulod ang file</translation>
        </message>
        <message>
            <source>it is not a game record (its JSON is nested too deeply)</source>
            <translation>dili kini rekord sa dula (ang JSON niini lawom kaayo ang pagkasulod)</translation>
        </message>
        <message>
            <source>its text is not UTF-8, the encoding of game records</source>
            <translation>ang teksto niini dili UTF-8, ang encoding sa mga rekord sa dula</translation>
        </message>
        <message>
            <source>it is not a text file, so not a game record</source>
            <translation>dili kini text file, busa dili rekord sa dula</translation>
        </message>
        <message>
            <source>the text is damaged or cut short: it stops making sense at line {line}, character {column}</source>
            <translation>naguba o naputol ang teksto: mohunong kini og kahulogan sa linya {line}, karakter {column}</translation>
        </message>
        <message>
            <source>the text is damaged: {error}</source>
            <translation>naguba ang teksto: {error}</translation>
        </message>
        <message>
            <source>a number is too long to be part of a game</source>
            <translation>taas kaayo ang usa ka numero aron mahimong bahin sa dula</translation>
        </message>
        <message>
            <source>it is not a game record (its top level must be a JSON object)</source>
            <translation>dili kini rekord sa dula (ang pinakataas nga lebel kinahanglan JSON object)</translation>
        </message>
        <message>
            <source>it is not a Texas 42 record (its format must be "{format}")</source>
            <translation>dili kini rekord sa Texas 42 (ang format kinahanglan "{format}")</translation>
        </message>
        <message>
            <source>it is record version {version}; this app reads version {known}</source>
            <extracomment>{known} is the version of the record format this app reads (1).</extracomment>
            <translation>rekord kini sa bersyon {version}; ang kini nga app mobasa sa bersyon {known}</translation>
        </message>
        <message>
            <source>unknown variant {value} ("42", "moon" or "42-three")</source>
            <translation>wala mailhi nga variant {value} ("42", "moon" o "42-three")</translation>
        </message>
        <message>
            <source>"hands" must be a list</source>
            <translation>ang "hands" kinahanglan usa ka lista</translation>
        </message>
        <message>
            <source>"seed" must be a whole number from 0 to {last}</source>
            <translation>Ang "seed" kinahanglan usa ka tibuok nga numero gikan sa 0 hangtod {last}</translation>
        </message>
        <message>
            <source>"players" must be a list of {n} names</source>
            <translation>ang "players" kinahanglan lista sa {n} ka ngalan</translation>
        </message>
        <message>
            <source>"shaker" must be a seat from 0 to {last}</source>
            <translation>ang "shaker" kinahanglang lingkoranan gikan 0 hangtod {last}</translation>
        </message>
        <message>
            <source>"deal" must list the tiles of each of the {n} seats</source>
            <translation>ang "deal" kinahanglang maglista sa mga domino sa matag usa sa {n} ka lingkoranan</translation>
        </message>
        <message>
            <source>a tile is dealt twice to one seat</source>
            <translation>usa ka domino ang nabahin kaduha sa usa ka lingkoranan</translation>
        </message>
        <message>
            <source>deal: {error}</source>
            <extracomment>{error} is what is wrong with the tiles dealt in a record.</extracomment>
            <translation>pagbahin: {error}</translation>
        </message>
        <message>
            <source>"actions" must be a list</source>
            <translation>ang "actions" kinahanglang lista</translation>
        </message>
        <message>
            <source>an action must be an object</source>
            <translation>ang aksiyon kinahanglang object</translation>
        </message>
        <message>
            <source>"seat" must be a seat from 0 to {last}</source>
            <translation>ang "seat" kinahanglang lingkoranan gikan 0 hangtod {last}</translation>
        </message>
        <message>
            <source>an action has a seat and exactly one of bid, trump, discard, play, claim</source>
            <translation>ang aksiyon adunay lingkoranan ug eksaktong usa sa bid, trump, discard, play, claim</translation>
        </message>
        <message>
            <source>"special" goes with a bid</source>
            <translation>ang "special" kinahanglang kauban sa bid</translation>
        </message>
        <message>
            <source>a claim is written "claim": true, got {value}</source>
            <translation>ang claim isulat nga "claim": true, apan {value} ang nadawat</translation>
        </message>
        <message>
            <source>a bid is a number or "pass", got {value}</source>
            <translation>ang bid kay numero o "pass", apan {value} ang nadawat</translation>
        </message>
        <message>
            <source>unknown special bid {value} ("plunge" or "splash")</source>
            <translation>wala mailhing espesyal nga bid {value} ("plunge" o "splash")</translation>
        </message>
        <message>
            <source>rule {key} must be a whole number from {low} to {high}, got {value}</source>
            <translation>ang lagda {key} kinahanglang tibuok nga numero gikan {low} hangtod {high}, apan {value} ang nadawat</translation>
        </message>
        <message>
            <source>rules must be an object, got {type}</source>
            <translation>ang mga lagda kinahanglang object, apan {type} ang nadawat</translation>
        </message>
        <message>
            <source>unknown preset {name} (presets: {presets})</source>
            <translation>wala mailhing preset {name} (mga preset: {presets})</translation>
        </message>
        <message>
            <source>unknown rule {key} for {variant}</source>
            <translation>wala mailhing lagda {key} para sa {variant}</translation>
        </message>
        <message>
            <source>rule {key} must be one of {allowed}, got {value}</source>
            <translation>ang lagda {key} kinahanglang usa sa {allowed}, apan {value} ang nadawat</translation>
        </message>
        <message>
            <source>rule 'opening_bidder' cannot be "holder_1_0" in 42 for three: the 1-0 is not used</source>
            <translation>ang lagda 'opening_bidder' dili mahimong "holder_1_0" sa 42 para sa tulo: wala gigamit ang 1-0</translation>
        </message>
        <message>
            <source>rule {key} needs partners: it is not played in 42 for three</source>
            <translation>ang lagda {key} nagkinahanglan og partner: dili kini gidula sa 42 para sa tulo</translation>
        </message>
        <message>
            <source>variant must be one of {allowed}, got {value}</source>
            <translation>ang klase sa dula kinahanglang usa sa {allowed}, apan {value} ang nadawat</translation>
        </message>
        <message>
            <source>unknown rule {key} for {variant} (known: {known})</source>
            <translation>wala mailhing lagda {key} para sa {variant} (nailhan: {known})</translation>
        </message>
        <message>
            <source>rule {key} must be false or {fields}, got {value}</source>
            <translation>ang lagda {key} kinahanglang false o {fields}, apan {value} ang nadawat</translation>
        </message>
        <message>
            <source>rule {key} must be {low} or {high}, got {value}</source>
            <translation>ang lagda {key} kinahanglang {low} o {high}, apan {value} ang nadawat</translation>
        </message>
        <message>
            <source>rule {key} must be false, true or an object, got {value}</source>
            <translation>ang lagda {key} kinahanglang false, true o object, apan {value} ang nadawat</translation>
        </message>
        <message>
            <source>rule {key} has unknown key(s) {keys} (known: {known})</source>
            <translation>ang lagda {key} adunay wala mailhing key {keys} (nailhan: {known})</translation>
        </message>
        <message>
            <source>bidder must be a seat from 0 to {last}, got {seat}</source>
            <translation>ang bidder kinahanglang lingkoranan gikan 0 hangtod {last}, apan {seat} ang nadawat</translation>
        </message>
        <message>
            <source>no seat may act: the hand is in the {phase} phase</source>
            <translation>walay lingkoranan nga makalihok: ang hugna anaa sa yugto sa {phase}</translation>
        </message>
        <message>
            <source>{name} is not played in this game (house rule off)</source>
            <translation>dili gidula ang {name} niini nga dula (naka-off ang lagda sa balay)</translation>
        </message>
        <message numerus="yes">
            <source>a Plunge here is a bid of %n mark(s) ({points})</source>
            <translation>
                <numerusform>ang Plunge dinhi kay bid nga %n marka ({points})</numerusform>
                <numerusform>ang Plunge dinhi kay bid nga %n marka ({points})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a Splash here is a bid of %n mark(s) ({points})</source>
            <translation>
                <numerusform>ang Splash dinhi kay bid nga %n marka ({points})</numerusform>
                <numerusform>ang Splash dinhi kay bid nga %n marka ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} cannot be named on a plunge</source>
            <translation>dili puwedeng pilion ang {name} sa plunge</translation>
        </message>
        <message>
            <source>{name} cannot be named on a splash</source>
            <translation>dili puwedeng pilion ang {name} sa splash</translation>
        </message>
        <message>
            <source>first shaker must be a seat from 0 to {last}</source>
            <translation>ang unang tigbalasa kinahanglang lingkoranan gikan 0 hangtod {last}</translation>
        </message>
        <message>
            <source>cannot deal now: the hand is in the {phase} phase</source>
            <translation>dili makabahin karon: ang hugna anaa sa yugto sa {phase}</translation>
        </message>
        <message>
            <source>a deal gives {seats} seats {size} tiles each</source>
            <translation>ang pagbahin mohatag sa {seats} ka lingkoranan og tag-{size} ka domino</translation>
        </message>
        <message>
            <source>this variant deals a widow tile</source>
            <translation>kini nga klase sa dula mobahin og domino para sa sobra</translation>
        </message>
        <message>
            <source>this variant has no widow</source>
            <translation>walay sobra kini nga klase sa dula</translation>
        </message>
        <message>
            <source>tile {tile} is not in play in {variant}</source>
            <translation>ang domino {tile} wala gigamit sa {variant}</translation>
        </message>
        <message>
            <source>tile {tile} is dealt twice</source>
            <translation>ang domino {tile} nabahin kaduha</translation>
        </message>
        <message>
            <source>the deal does not use every tile of the set</source>
            <translation>ang pagbahin wala mogamit sa matag domino sa set</translation>
        </message>
        <message>
            <source>the next hand starts after a scored hand, not in the {phase} phase</source>
            <translation>ang sunod nga hugna magsugod human ma-iskor ang hugna, dili sa yugto sa {phase}</translation>
        </message>
        <message>
            <source>{value} is not an action</source>
            <translation>ang {value} dili aksiyon</translation>
        </message>
        <message>
            <source>a bid is a whole number, not {value}</source>
            <translation>ang bid kay tibuok nga numero, dili {value}</translation>
        </message>
        <message>
            <source>unknown special bid {value} (known: plunge, splash)</source>
            <translation>wala mailhing espesyal nga bid {value} (nailhan: plunge, splash)</translation>
        </message>
        <message>
            <source>bid {value} is below the minimum bid of {minimum}</source>
            <translation>ang bid nga {value} ubos sa minimum nga bid nga {minimum}</translation>
        </message>
        <message>
            <source>bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42</source>
            <translation>ang {value} dili bid: ang puntos gikan {minimum} hangtod 41, ang marka kay multiple sa 42</translation>
        </message>
        <message>
            <source>mark bids above 42 are not allowed (house rule: no 84)</source>
            <translation>dili gitugotan ang bid sa marka nga labaw sa 42 (lagda sa balay: walay 84)</translation>
        </message>
        <message numerus="yes">
            <source>the highest bid is %n marks ({points})</source>
            <translation>
                <numerusform>ang pinakataas nga bid kay %n marka ({points})</numerusform>
                <numerusform>ang pinakataas nga bid kay %n marka ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>after a mark bid the next bid must be exactly one mark more ({points})</source>
            <translation>human sa bid sa marka, ang sunod nga bid kinahanglang eksaktong usa ka marka nga labaw ({points})</translation>
        </message>
        <message>
            <source>{seat} cannot bid now: it is the {phase} phase</source>
            <translation>dili maka-bid karon ang {seat}: yugto na karon sa {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot name trump now: it is the {phase} phase</source>
            <translation>dili makapili og trump karon ang {seat}: yugto na karon sa {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot discard now: it is the {phase} phase</source>
            <translation>dili makatabi og domino karon ang {seat}: yugto na karon sa {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot play a tile now: it is the {phase} phase</source>
            <translation>dili makabutang og domino karon ang {seat}: yugto na karon sa {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot lay down now: it is the {phase} phase</source>
            <translation>dili makabukhad karon ang {seat}: yugto na karon sa {phase}</translation>
        </message>
        <message>
            <source>{seat} does not hold {tile}</source>
            <translation>wala sa {seat} ang {tile}</translation>
        </message>
        <message>
            <source>{seat} must play the tile closest to 7 (holds {held})</source>
            <translation>ang {seat} kinahanglang mobutang sa domino nga pinakaduol sa 7 (naghawid og {held})</translation>
        </message>
        <message>
            <source>{seat} must follow {suit} (holds {held})</source>
            <translation>ang {seat} kinahanglang mosunod sa {suit} (naghawid og {held})</translation>
        </message>
        <message>
            <source>{seat} may not pass: everyone else passed, so the last bidder must bid {minimum}</source>
            <translation>dili puwedeng mopasa ang {seat}: mipasa ang tanang uban, busa kinahanglang mo-bid og {minimum} ang kataposang mo-bid</translation>
        </message>
        <message>
            <source>{seat} is forced to bid the minimum, {minimum}</source>
            <translation>ang {seat} gipugos nga mo-bid sa minimum, {minimum}</translation>
        </message>
        <message>
            <source>a Plunge needs at least {need} doubles; {seat} holds {have}</source>
            <translation>ang Plunge nagkinahanglan og labing menos {need} ka doble; {have} ra ang sa {seat}</translation>
        </message>
        <message>
            <source>a Splash needs at least {need} doubles; {seat} holds {have}</source>
            <translation>ang Splash nagkinahanglan og labing menos {need} ka doble; {have} ra ang sa {seat}</translation>
        </message>
        <message>
            <source>{seat} cannot lay down now: only the player to lead may, before the trick</source>
            <translation>dili makabukhad karon ang {seat}: ang mag-una ra ang puwede, sa dili pa magsugod ang trick</translation>
        </message>
        <message>
            <source>{seat} cannot lay down: {reason}</source>
            <translation>dili makabukhad ang {seat}: {reason}</translation>
        </message>
        <message>
            <source>a Moon bid is {minimum} to {tricks} tricks or {shot} (shoot the moon), not {value}</source>
            <extracomment>{tricks} is a hand's tricks (7), {shot} the bid to shoot the moon (21).</extracomment>
            <translation>ang bid sa Moon kay {minimum} hangtod {tricks} ka trick o {shot} (shoot the moon), dili {value}</translation>
        </message>
        <message>
            <source>the first mark bid of an auction is 1 or 2 marks (42 or 84)</source>
            <translation>ang unang bid sa marka sa bidding kay 1 o 2 marka (42 o 84)</translation>
        </message>
        <message>
            <source>{value} is not a contract</source>
            <translation>ang {value} dili kontrata</translation>
        </message>
        <message>
            <source>{contract} cannot be named in this game of Moon</source>
            <translation>dili mapili ang {contract} niini nga dula sa Moon</translation>
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points})</source>
            <translation>
                <numerusform>ang {name} nagkinahanglan og bid nga labing menos %n marka ({points})</numerusform>
                <numerusform>ang {name} nagkinahanglan og bid nga labing menos %n marka ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} is not allowed here</source>
            <translation>dili gitugotan dinhi ang {contract}</translation>
        </message>
        <message>
            <source>nothing to undo</source>
            <translation>walay mabawi</translation>
        </message>
        <message>
            <source>Nello is not played under these rules</source>
            <translation>dili gidula ang Nello niini nga mga lagda</translation>
        </message>
        <message>
            <source>{value} is not a tile</source>
            <translation>ang {value} dili domino</translation>
        </message>
        <message>
            <source>bid {value} must beat the high bid of {high}</source>
            <translation>ang bid nga {value} kinahanglang labaw sa pinakataas nga bid nga {high}</translation>
        </message>
        <message>
            <source>the game was already over</source>
            <translation>human na ang dula</translation>
        </message>
        <message>
            <source>the previous hand is not finished</source>
            <translation>wala pa mahuman ang miaging hugna</translation>
        </message>
        <message>
            <source>the shaker should be seat {right}, not seat {wrong}</source>
            <translation>ang tigbalasa kinahanglang lingkoranan {right}, dili lingkoranan {wrong}</translation>
        </message>
        <message>
            <source>the hand is already over</source>
            <translation>human na ang hugna</translation>
        </message>
        <message>
            <source>it is seat {right}'s turn, not seat {wrong}'s</source>
            <translation>tira na sa lingkoranan {right}, dili sa lingkoranan {wrong}</translation>
        </message>
        <message>
            <source>a tile end must be 0-6, got {high}-{low}</source>
            <translation>ang tumoy sa domino kinahanglang 0-6, apan {high}-{low} ang nadawat</translation>
        </message>
        <message>
            <source>tile ends run from 0 to 6, got {value}</source>
            <translation>ang tumoy sa domino gikan 0 hangtod 6, apan {value} ang nadawat</translation>
        </message>
        <message>
            <source>a tile is written like "6-4", got {value}</source>
            <translation>ang domino isulat sama sa "6-4", apan {value} ang nadawat</translation>
        </message>
        <message>
            <source>"levels" must give each of the {n} seats an AI level ({known}) or null for a human player</source>
            <extracomment>{known} lists the AI levels ("easy", "normal", ...); null is JSON's word for "none", kept as it is.</extracomment>
            <translation>Ang "levels" kinahanglan maghatag sa matag usa sa {n} ka lingkoranan og lebel sa AI ({known}) o null alang sa tawo nga magdudula</translation>
        </message>
        <message>
            <source>unknown AI level {value} for {seat} in "levels" (known: {known}, or null for a human player)</source>
            <extracomment>{seat} is a seat as the record's table names it ("West", "East (Cy)"); {known} lists the AI levels.</extracomment>
            <translation>wala mailhi nga lebel sa AI {value} alang sa {seat} sa "levels" (nailhan: {known}, o null alang sa tawo nga magdudula)</translation>
        </message>
    </context>
    <context>
        <name>hints</name>
        <message numerus="yes">
            <source>%n trump(s) with the {tile}</source>
            <translation>
                <numerusform>%n ka trump lakip ang {tile}</numerusform>
                <numerusform>%n ka trump lakip ang {tile}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trump(s)</source>
            <translation>
                <numerusform>%n ka trump</numerusform>
                <numerusform>%n ka trump</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n other double(s)</source>
            <translation>
                <numerusform>%n ka laing doble</numerusform>
                <numerusform>%n ka laing doble</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n double(s)</source>
            <translation>
                <numerusform>%n ka doble</numerusform>
                <numerusform>%n ka doble</numerusform>
            </translation>
        </message>
        <message>
            <source>No trumps</source>
            <translation>Walay trump</translation>
        </message>
        <message>
            <source>no trumps</source>
            <translation>walay trump</translation>
        </message>
        <message>
            <source>{hand}; the {tiles} is exposed</source>
            <extracomment>{hand} describes a hand's trumps and doubles; an exposed tile is count that may be lost.</extracomment>
            <translation>{hand}; walay panalipod ang {tiles}</translation>
        </message>
        <message>
            <source>{hand}; the {tiles} are exposed</source>
            <translation>{hand}; walay panalipod ang {tiles}</translation>
        </message>
        <message>
            <source>The recommendation is the bid with the most expected marks; passing is not allowed here.</source>
            <translation>Ang gitambag mao ang bid nga adunay pinakadaghang gipaabot nga marka; dili puwede mopasa dinhi.</translation>
        </message>
        <message>
            <source>The recommendation is the bid with the most expected game points; passing is not allowed here.</source>
            <translation>Ang gitambag mao ang bid nga adunay pinakadaghang gipaabot nga puntos sa dula; dili puwede mopasa dinhi.</translation>
        </message>
        <message>
            <source>The recommendation is the choice with the most expected marks; a bid must beat passing.</source>
            <translation>Ang girekomenda mao ang pili nga adunay pinakadaghang gidahom nga marka; ang bid kinahanglang mas maayo kaysa sa pagpasa.</translation>
        </message>
        <message>
            <source>The recommendation is the choice with the most expected game points; a bid must beat passing.</source>
            <translation>Ang girekomenda mao ang pili nga adunay pinakadaghang gidahom nga puntos sa dula; ang bid kinahanglang mas maayo kaysa sa pagpasa.</translation>
        </message>
        <message>
            <source>{reason} {versus}</source>
            <extracomment>{reason} is the hint's reason; {versus} says why it beats the next best choice.</extracomment>
            <translation>{reason} {versus}</translation>
        </message>
        <message>
            <source>Plunge with {doubles} doubles: your partner names trump and leads, about {percent}% to take every trick.</source>
            <translation>Plunge gamit ang {doubles} ka doble: ang imong partner ang mopili sa trump ug mag-una, mga {percent}% nga makuha ang matag trick.</translation>
        </message>
        <message>
            <source>Splash with {doubles} doubles: your partner names trump and leads, about {percent}% to take every trick.</source>
            <translation>Splash gamit ang {doubles} ka doble: ang imong partner ang mopili sa trump ug mag-una, mga {percent}% nga makuha ang matag trick.</translation>
        </message>
        <message>
            <source>{reason} If you pass, the opponents make their {bid} about {percent}% of the time.</source>
            <extracomment>{reason} is the hint's reason; {bid} the opponents' standing bid ("30").</extracomment>
            <translation>{reason} Kon mopasa ka, matuman sa mga kontra ang ilang {bid} mga {percent}% sa higayon.</translation>
        </message>
        <message>
            <source>Lay down: led in the right order, the recommended tile first, every tile you hold wins.</source>
            <translation>Ibukhad: idula sa husto nga han-ay, una ang girekomendar nga domino, modaog ang matag domino nga imong gihawiran.</translation>
        </message>
        <message>
            <source>The recommendation is the contract most likely to make your partner's bid.</source>
            <translation>Ang girekomenda mao ang kontrata nga labing lagmit makatuman sa bid sa imong partner.</translation>
        </message>
        <message>
            <source>The recommendation is the contract most likely to make your bid.</source>
            <translation>Ang girekomenda mao ang kontrata nga labing lagmit makatuman sa imong bid.</translation>
        </message>
        <message>
            <source>{reason} Winning or losing the game this hand counts as {points} game points in these figures.</source>
            <extracomment>{points} is the game's target ("21"), what winning or losing the game counts as in the values shown.</extracomment>
            <translation>{reason} Ang pagdaog o pagkapildi sa dula niini nga hugna giihap nga {points} ka puntos sa dula niini nga mga numero.</translation>
        </message>
        <message>
            <source>{reason} If you pass, {seat} makes {bid} about {percent}% of the time and wins the game.</source>
            <extracomment>{seat} is the player holding the bid ("East"), {bid} its bid ("5"); making it wins that player the game.</extracomment>
            <translation>{reason} Kon mopasa ka, matuman ni {seat} ang iyang {bid} mga {percent}% sa higayon ug modaog sa dula.</translation>
        </message>
        <message>
            <source>{reason} If you pass, {seat} makes {bid} about {percent}% of the time.</source>
            <extracomment>{seat} is the player holding the bid ("East"), {bid} its bid ("5").</extracomment>
            <translation>{reason} Kon mopasa ka, matuman ni {seat} ang iyang {bid} mga {percent}% sa higayon.</translation>
        </message>
        <message>
            <source>{reason} If you pass, the opponents make their {bid} about {percent}% of the time and win the game.</source>
            <extracomment>{bid} the opponents' standing bid ("30"); making it wins them the game.</extracomment>
            <translation>{reason} Kon mopasa ka, matuman sa mga kontra ang ilang {bid} mga {percent}% sa higayon ug modaog sa dula.</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: {percent}% against {percent2}% to make.</source>
            <extracomment>{contract} and {other} are trumps ("sixes", "doubles"); the chances as the table shows them.</extracomment>
            <translation>Pilion ang {contract} imbes nga {other}: {percent}% batok {percent2}% nga matuman.</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: both about {percent}% to make, and {contract} takes more on average if the hand is played out ({value} against {value2} {unit}).</source>
            <extracomment>A tie in the chance to make: the expected value, counted as if every trick were played, decides.</extracomment>
            <translation>Pilion ang {contract} imbes nga {other}: pareho mga {percent}% nga matuman, ug mas daghan ang makuha sa {contract} sa kasagaran kon dulaon ang kamot hangtod sa katapusan ({value} batok {value2} {unit}).</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: both about {percent}% to make, and {contract} takes more on average ({value} against {value2} {unit}).</source>
            <extracomment>A tie in the chance to make: the expected value decides ("3.1 against 2.9 tricks").</extracomment>
            <translation>Pilion ang {contract} imbes nga {other}: pareho mga {percent}% nga matuman, ug mas daghan ang makuha sa {contract} sa kasagaran ({value} batok {value2} {unit}).</translation>
        </message>
        <message>
            <source>Naming {contract} or {other}: both about {percent}% to make.</source>
            <extracomment>A tie the table shows no way to break (it is broken by the chance with open hands).</extracomment>
            <translation>Pilion ang {contract} o {other}: pareho mga {percent}% nga matuman.</translation>
        </message>
        <message>
            <source>Passing, as {bid} is no better: at about {percent}% to make, it is worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <extracomment>{bid} is the bid passing ties with ("37 in aces"); {percent} its chance; {worth} what it is worth, {bar} the bar.</extracomment>
            <translation>Pagpasa, kay ang {bid} dili mas maayo: sa mga {percent}% nga matuman, nagkantidad kini og {worth} nga gidahom nga {unit}, ug ang usa ka bid kinahanglang mokantidad og labaw sa {bar} aron mopildi sa pagpasa.</translation>
        </message>
        <message>
            <source>Your partner's Plunge shows at least {doubles} doubles: about {percent}% to take every trick in {contract}.</source>
            <extracomment>{contract} is a trump ("follow-me"); the partner bid a Plunge, and the user names trump for it.</extracomment>
            <translation>Ang Plunge sa imong partner nagpakita og labing menos {doubles} ka doble: mga {percent}% nga makuha ang tanang trick ({contract}).</translation>
        </message>
        <message>
            <source>Your partner's Splash shows at least {doubles} doubles: about {percent}% to take every trick in {contract}.</source>
            <extracomment>{contract} is a trump ("follow-me"); the partner bid a Splash, and the user names trump for it.</extracomment>
            <translation>Ang Splash sa imong partner nagpakita og labing menos {doubles} ka doble: mga {percent}% nga makuha ang tanang trick ({contract}).</translation>
        </message>
        <message>
            <source>Passing beats {bid}: at about {percent}% to make, it is worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <extracomment>{bid} is the best bid ("30 in sixes"); {percent} its chance; {worth} what it is worth ("-0.12"); {bar} what a bid must be worth to beat passing.</extracomment>
            <translation>Mas maayo ang pagpasa kaysa {bid}: sa mga {percent}% nga matuman, nagkantidad kini og {worth} nga gidahom nga {unit}, ug ang usa ka bid kinahanglang mokantidad og labaw sa {bar} aron mopildi sa pagpasa.</translation>
        </message>
        <message>
            <source>{bid} rather than passing: worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <translation>{bid} imbes nga mopasa: nagkantidad og {worth} nga gidahom nga {unit}, ug ang usa ka bid kinahanglang mokantidad og labaw sa {bar} aron mopildi sa pagpasa.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: an opponent outbids {low} about {lose}% of the time, {high} about {lose2}%.</source>
            <extracomment>"36 in blanks rather than 30 in blanks: an opponent outbids 30 about 32% of the time, 36 about 23%."</extracomment>
            <translation>{bid} imbes nga {other}: labwan sa kontra ang {low} mga {lose}% sa higayon, ang {high} mga {lose2}%.</translation>
        </message>
        <message>
            <source>{bid} or {other}: both about {percent}% to make and worth {worth} expected {unit}.</source>
            <extracomment>A tie the reason's figures cannot break (it is broken by the chance with open hands).</extracomment>
            <translation>{bid} o {other}: pareho mga {percent}% nga matuman ug nagkantidad og {worth} nga gidahom nga {unit}.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: both about {percent}% to make, worth {worth} against {worth2} expected {unit}.</source>
            <extracomment>The same chance as shown: what each is worth decides ("+19.14 against +18.89").</extracomment>
            <translation>{bid} imbes nga {other}: pareho mga {percent}% nga matuman, nagkantidad og {worth} batok {worth2} ka gidahom nga {unit}.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: both worth {worth} expected {unit}, and {percent}% against {percent2}% to make.</source>
            <extracomment>The same worth as shown: the higher chance decides ("both worth +0.34 expected marks, and 76% against 67%").</extracomment>
            <translation>{bid} imbes nga {other}: parehas nga nagkantidad og {worth} ka gipaabot nga {unit}, ug {percent}% batok {percent2}% nga matuman.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: {percent}% against {percent2}% to make, worth {worth} against {worth2} expected {unit}.</source>
            <extracomment>{bid} and {other} are bid decisions ("36 in blanks"); {worth} what each is worth ("+0.41").</extracomment>
            <translation>{bid} imbes nga {other}: {percent}% batok {percent2}% nga matuman, nagkantidad og {worth} batok {worth2} nga gidahom nga {unit}.</translation>
        </message>
        <message>
            <source>game points</source>
            <translation>puntos sa dula</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>marka</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) with a five or six</source>
            <translation>
                <numerusform>%n ka domino nga adunay lima o unom</numerusform>
                <numerusform>%n ka domino nga adunay lima o unom</numerusform>
            </translation>
        </message>
        <message>
            <source>No tile with a five or six</source>
            <translation>Walay domino nga adunay lima o unom</translation>
        </message>
        <message>
            <source>no tile with a five or six</source>
            <translation>walay domino nga adunay lima o unom</translation>
        </message>
        <message>
            <source>{hand}, and the {doubles} (doubles high: a double is the highest of its suit)</source>
            <extracomment>{hand}: "1 tile with a five or six"; {doubles}: "0-0", "1-1 and 0-0" (a Nello played with doubles high).</extracomment>
            <translation>{hand}, ug ang {doubles} (taas ang doble: ang doble mao ang pinakataas sa iyang suit)</translation>
        </message>
        <message>
            <source>A sure laydown in {contract}: leading, you take every trick whatever the others hold.</source>
            <extracomment>{contract} is a trump ("doubles"): the hand takes every trick whatever the others hold.</extracomment>
            <translation>Sigurado nga ibukhad sa {contract}: kon ikaw ang mouna, makuha nimo ang matag trick bisan unsa pa ang gihawiran sa uban.</translation>
        </message>
        <message>
            <source>A sure laydown in {contract}: leading, you take every trick whatever the others hold, so bid it as high as the rules allow.</source>
            <extracomment>{contract} is a trump ("doubles"): the hand takes every trick whatever the others hold.</extracomment>
            <translation>Sigurado nga ibukhad sa {contract}: kon ikaw ang mouna, makuha nimo ang matag trick bisan unsa pa ang gihawiran sa uban, busa i-bid kini sa pinakataas nga gitugot sa lagda.</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) within one pip of seven</source>
            <translation>
                <numerusform>%n ka domino nga usa ra ka tuldok ang layo sa pito</numerusform>
                <numerusform>%n ka domino nga usa ra ka tuldok ang layo sa pito</numerusform>
            </translation>
        </message>
        <message>
            <source>Your partner holds the bid; in {contract}, {hand}.</source>
            <extracomment>{contract} is a trump ("sixes"); {hand} describes the hand in it: "4 trumps with the 6-6 and 2 other doubles".</extracomment>
            <translation>Anaa sa imong partner ang bid; sa {contract}, {hand}.</translation>
        </message>
        <message>
            <source>Pass: in {contract}, {hand}: not enough to bid.</source>
            <translation>Pasa: sa {contract}, {hand}: kulang para mo-bid.</translation>
        </message>
        <message>
            <source>{hand}: about {percent}% to shoot the moon in {contract}.</source>
            <extracomment>{hand} describes the hand; {contract} a trump ("sixes"); Moon's bid of 21, to take every trick.</extracomment>
            <translation>{hand}: mga {percent}% nga matuman ang shoot the moon sa {contract}.</translation>
        </message>
        <message>
            <source>{hand}: about {percent}% to make {bid} in {contract}.</source>
            <extracomment>{hand} describes the hand; {bid} is a bid ("30", "2 marks", in Moon "5 tricks"); {contract} a trump ("sixes").</extracomment>
            <translation>{hand}: mga {percent}% nga matuman ang {bid} sa {contract}.</translation>
        </message>
        <message>
            <source>First look: {hand}. The recommendation follows from the simulation.</source>
            <extracomment>{hand} describes the hand: "4 trumps with the 6-6 and 2 other doubles".</extracomment>
            <translation>Unang tan-aw: {hand}. Ang rekomendasyon moabot human sa simulasyon.</translation>
        </message>
        <message>
            <source>The {tile} may be as good: the hint's sampled deals are too few to tell the two apart.</source>
            <extracomment>{tile} is the next best tile; the hint's chances and points come from sampled deals of the hidden tiles.</extracomment>
            <translation>Ang {tile} mahimong parehas ka maayo: gamay ra kaayo ang gi-sample nga mga bahin sa tambag aron mailhan ang duha.</translation>
        </message>
        <message>
            <source>{reason} When trump was named, {contract} was given about {percent}% for the bid of {bid}, with the best lead for each deal, on other sampled deals. The chances here are for one lead, on the deals drawn now.</source>
            <extracomment>At a Moon bidder's opening lead: why the chance trump was named with is higher than the lead's.</extracomment>
            <translation>{reason} Sa pagpili sa trump, ang {contract} gihatagan og mga {percent}% para sa bid nga {bid}, uban sa labing maayong una nga tira sa matag bahin, sa ubang gi-sample nga mga bahin. Ang mga tsansa dinhi kay para sa usa ka una nga tira, sa mga bahin nga gikuha karon.</translation>
        </message>
        <message>
            <source>{reason} When trump was named, {contract} was given about {percent}% for the bid of {bid}, less on purpose: you play without seeing the other hands. The chances here are as if every hand were seen.</source>
            <extracomment>At a Moon bidder's opening lead: why the chance differs from the one the trump hint showed.</extracomment>
            <translation>{reason} Sa pagpili sa trump, ang {contract} gihatagan og mga {percent}% para sa bid nga {bid}, tinuyong mas ubos: modula ka nga dili makita ang ubang mga kamot. Ang mga tsansa dinhi kay ingon nga makita ang matag kamot.</translation>
        </message>
        <message>
            <source>{reason} At the bid, {bid} in {contract} was given about {percent}%, with the best lead for each deal, on other sampled deals. The chances here are for one lead, on the deals drawn now.</source>
            <extracomment>At the bidder's opening lead: why the chance the bid and trump hints showed is higher than the lead's.</extracomment>
            <translation>{reason} Sa pag-bid, ang {bid} sa {contract} gihatagan og mga {percent}%, uban sa labing maayong una nga tira sa matag bahin, sa ubang gi-sample nga mga bahin. Ang mga tsansa dinhi kay para sa usa ka una nga tira, sa mga bahin nga gikuha karon.</translation>
        </message>
        <message>
            <source>{reason} At the bid, {bid} in {contract} was given about {percent}%, less on purpose: you play without seeing the other hands. The chances here are as if every hand were seen.</source>
            <extracomment>At the bidder's opening lead: why the chance differs from the one the bid and trump hints showed.</extracomment>
            <translation>{reason} Sa pag-bid, ang {bid} sa {contract} gihatagan og mga {percent}%, tinuyong mas ubos: modula ka nga dili makita ang ubang mga kamot. Ang mga tsansa dinhi kay ingon nga makita ang matag kamot.</translation>
        </message>
        <message>
            <source>Play {tile}: {chance}.</source>
            <extracomment>{chance} is "about 72% to make the contract".</extracomment>
            <translation>Ibutang ang {tile}: {chance}.</translation>
        </message>
        <message>
            <source>Play {tile}: {reason}.</source>
            <extracomment>{reason} is why, e.g. "the 5-5 is a walker: no one can beat it in fives now".</extracomment>
            <translation>Ibutang ang {tile}: {reason}.</translation>
        </message>
        <message>
            <source>Play {tile}: {reason}. {chance}</source>
            <extracomment>{reason} is why; {chance} a sentence of its own: "About 72% to make the contract."</extracomment>
            <translation>Ibutang ang {tile}: {reason}. {chance}</translation>
        </message>
        <message>
            <source>Lay away the {tile}: with {contract} trump the hand left makes your bid of {bid} about {percent}% of the time and takes {tricks} tricks on average, worth {worth} game points against the others' average ({bid_worth} for the bid, as the bid hint counts it, less {others} for the tricks left to the others), the most of your tiles.</source>
            <extracomment>{tile} is a tile ("6-4"); {bid} the bid ("5 tricks", "21 (the moon)"); {contract} a trump ("fours"); {worth} and {bid_worth} signed game points; {others} the points (unsigned) the other two score by their tricks.</extracomment>
            <translation>Itabi ang {tile}: nga {contract} ang trump, ang nahabilin nga kamot makatuman sa imong bid nga {bid} mga {percent}% sa higayon ug mokuha og {tricks} ka trick sa kasagaran, nga nagkantidad og {worth} ka puntos sa dula batok sa kasagaran sa uban ({bid_worth} alang sa bid, sama sa pag-ihap sa tambag sa bid, kuhaan og {others} alang sa mga trick nga nabilin sa uban), ang pinakataas sa imong mga domino.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; of these the hand misses the {tile} least by a quick count of its tricks.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {tile} the recommended one. The quick count is a rough count of the tricks the hand takes without each tile (its trumps and doubles).</extracomment>
            <translation>{reason} Ang pagtabi sa {others} parehas ra og bili; niini, sumala sa paspas nga ihap sa mga trick, ang {tile} ang labing gamay nga mawala sa kamot.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; by a quick count of the hand's tricks it misses the {alike} alike, and they have as many pips: any of them would do.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {alike} the recommended tile and those of {others} alike to it by the quick count of tricks and by their pips (the rules that pick one of equals): "6-1 and 5-2".</extracomment>
            <translation>{reason} Ang pagtabi sa {others} parehas ra og bili; sumala sa paspas nga ihap sa mga trick sa kamot, parehas ra ang kawala sa {alike}, ug parehas sila og gidaghanon sa tuldok: bisan unsa niini puwede.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; by a quick count of the hand's tricks it misses the {tile} as little as the {ties}, and the {tile} has fewer pips.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {ties} those of them the quick count of tricks values as the recommended {tile}, which has fewer pips than each (the rule that picks one of equals).</extracomment>
            <translation>{reason} Ang pagtabi sa {others} parehas ra og bili; sumala sa paspas nga ihap sa mga trick sa kamot, ang kawala sa {tile} sama ka gamay sa {ties}, ug ang {tile} mas gamay og tuldok.</translation>
        </message>
        <message>
            <source>{reason} Next best, the {tile}: {percent}% with {contract} trump and {tricks} tricks, worth {worth}.</source>
            <extracomment>The next best tile to lay away: {tile}, its trump {contract}, its chance, tricks and worth.</extracomment>
            <translation>{reason} Sunod nga labing maayo, ang {tile}: {percent}% nga {contract} ang trump ug {tricks} ka trick, nagkantidad og {worth}.</translation>
        </message>
    </context>
    <context>
        <name>lessons</name>
        <message>
            <source>Tiles, suits and trumps</source>
            <translation>Mga domino, mga suit ug mga trump</translation>
        </message>
        <message>
            <source>The 28 tiles, the seven suits, following suit and the count.</source>
            <translation>Ang 28 ka domino, ang pito ka suit, ang pagsunod sa suit ug ang count.</translation>
        </message>
        <message>
            <source>Everyone bids once. SHAKE on your plate means you shook (dealt) the tiles this hand, so you bid last. West bid 30: his side promises to take at least 30 of the 42 points (the 1 mark and 2 marks bids promise all 42: lesson 6). Your partner and East passed. Your hand has no long suit (many tiles of one suit, to make trumps), so pass.</source>
            <translation>Ang matag usa mo-bid kausa ra. Ang BALASA sa imong plaka nagpasabot nga ikaw ang nagbalasa (nagbahin) sa mga domino niini nga hugna, busa ikaw ang kataposang mo-bid. Nag-bid og 30 ang Kasadpan: ang iyang team nagsaad nga mokuha og labing menos 30 sa 42 puntos (ang bid nga 1 marka ug 2 marka nagsaad sa tanang 42: leksiyon 6). Mipasa ang imong partner ug ang Sidlakan. Wala kay taas nga suit (daghang domino sa usa ka suit, aron himoong trump), busa mopasa ka.</translation>
        </message>
        <message>
            <source>In this lesson you pass: press Pass in the bid panel.</source>
            <translation>Niini nga leksiyon, mopasa ka: pindota ang Pasa sa panel sa bid.</translation>
        </message>
        <message>
            <source>West named fours. Every tile with a four is now a trump and belongs to the trump suit only: your 5-4 and 4-1 are trumps, not a five and an ace.</source>
            <translation>Upat ang gipili sa Kasadpan. Ang matag domino nga adunay upat usa na karon ka trump ug sakop lang sa trump suit: ang imong 5-4 ug 4-1 mga trump, dili usa ka lima ug usa ka alas.</translation>
        </message>
        <message>
            <source>The 4-1 is a count tile, worth 5 points, and West's 4-4 wins this trick: you would hand them 5 points. Play the 5-4.</source>
            <translation>Ang 4-1 usa ka domino sa count, nga nagkantidad og 5 puntos, ug ang 4-4 sa Kasadpan ang modaog niini nga trick: mahatagan nimo sila og 5 puntos. Ibutang ang 5-4.</translation>
        </message>
        <message>
            <source>That is the count: five tiles carry points. The 5-5 and 6-4 are worth 10 each, the 5-0, 4-1 and 3-2 are worth 5 each. With 1 point for each of the seven tricks that makes 42, the game's name. Lesson complete!</source>
            <translation>Mao kana ang count: lima ka domino ang may bili nga puntos. Ang 5-5 ug 6-4 nagkantidad og 10 matag usa, ang 5-0, 4-1 ug 3-2 nagkantidad og 5 matag usa. Uban sa 1 puntos sa matag usa sa pito ka trick, mahimo kining 42, ang ngalan sa dula. Human na ang leksiyon!</translation>
        </message>
        <message>
            <source>Winning the count</source>
            <translation>Pagdaog sa count</translation>
        </message>
        <message>
            <source>Catch count on the tricks your side wins, and watch the hand's points add up on the board.</source>
            <translation>Kuhaa ang count sa mga trick nga madaog sa inyong team, ug tan-awa ang puntos niining hugna nga motaas sa talaan sa iskor.</translation>
        </message>
        <message>
            <source>Your partner bid 30: your side promises to take at least 30 of the 42 points. East passed. Let your partner play this hand: pass.</source>
            <translation>Nag-bid og 30 ang imong partner: ang inyong team nagsaad nga mokuha og labing menos 30 sa 42 puntos. Mipasa ang Sidlakan. Itugyan sa imong partner kini nga hugna: mopasa ka.</translation>
        </message>
        <message>
            <source>In this lesson your partner plays the hand: press Pass in the bid panel.</source>
            <translation>Niini nga leksiyon, ang imong partner ang modula sa hugna: pindota ang Pasa sa panel sa bid.</translation>
        </message>
        <message>
            <source>Your partner named sixes and led the 6-6, the highest trump: it wins this trick whatever anyone plays. Everyone must follow trumps, and your only six is the 6-2. Play it.</source>
            <translation>Unom ang gipili sa imong partner ug giuna niya ang 6-6, ang pinakataas nga trump: modaog kini niini nga trick bisan unsa pa ang ibutang sa uban. Ang tanan kinahanglang mosunod sa trump, ug ang 6-2 ra ang imong unom. Ibutang kini.</translation>
        </message>
        <message>
            <source>Sixes were led and you hold a six: you must follow with the 6-2.</source>
            <translation>Unom ang giuna ug aduna kay unom: kinahanglan kang mosunod gamit ang 6-2.</translation>
        </message>
        <message>
            <source>West had to follow trumps too, and his only six was the 6-4. Your partner's 6-6 caught it: 10 points of count plus 1 for the trick. Look at This hand on the board at the top right: Us 11.</source>
            <translation>Kinahanglan usab nga mosunod sa trump ang Kasadpan, ug ang 6-4 ra ang iyang unom. Nakuha kini sa 6-6 sa imong partner: 10 puntos nga count dugang 1 para sa trick. Tan-awa ang Hugna karon sa karatula sa taas nga tuo: Kami 11.</translation>
        </message>
        <message>
            <source>Your partner leads the 6-5. With the 6-6 gone it is the highest trump, so this trick is sure to be your side's. You have no sixes left, so you may play any tile. Give your partner the 4-1: its 5 points are safe on a trick your side wins.</source>
            <translation>Giuna sa imong partner ang 6-5. Kay wala na ang 6-6, kini na ang pinakataas nga trump, busa sigurado nga inyo kini nga trick. Wala na kay unom, busa puwede nimong ibutang bisan unsang domino. Ihatag sa imong partner ang 4-1: luwas ang 5 puntos niini sa trick nga madaog sa inyong team.</translation>
        </message>
        <message>
            <source>This trick is sure to be your side's, so put count on it: play the 4-1, worth 5. Keep the 5-5, the highest five, to win a trick of its own.</source>
            <translation>Sigurado nga inyo kini nga trick, busa butangi kini og count: ibutang ang 4-1, nga nagkantidad og 5. Tipigi ang 5-5, ang pinakataas nga lima, aron makadaog kini og kaugalingong trick.</translation>
        </message>
        <message>
            <source>Your partner led the 5-1, so fives are led, and East's 5-4 beats your 5-2. But your 5-5 is the highest five. East and West had no sixes on the last trump lead, so they have no trumps left: nobody can beat the 5-5. Play it.</source>
            <translation>Giuna sa imong partner ang 5-1, busa lima ang giuna, ug ang 5-4 sa Sidlakan mopildi sa imong 5-2. Apan ang imong 5-5 ang pinakataas nga lima. Walay unom ang Sidlakan ug ang Kasadpan sa miaging pag-una og trump, busa wala na silay trump: walay makapildi sa 5-5. Ibutang kini.</translation>
        </message>
        <message>
            <source>East's 5-4 beats your 5-2. Play the 5-5: the highest five wins this trick and keeps its 10 points for your side.</source>
            <translation>Ang 5-4 sa Sidlakan mopildi sa imong 5-2. Ibutang ang 5-5: ang pinakataas nga lima modaog niini nga trick ug ang 10 puntos niini moadto sa inyong team.</translation>
        </message>
        <message>
            <source>Following suit and trumping</source>
            <translation>Pagsunod sa suit ug pag-trump</translation>
        </message>
        <message>
            <source>Trump a suit you cannot follow to win the trick; throw off a low tile when a trump cannot win.</source>
            <translation>Pag-trump kon dili ka makasunod sa suit aron modaog sa trick; ilabay ang ubos nga domino kon dili makadaog ang trump.</translation>
        </message>
        <message>
            <source>This lesson is about following suit. You must play a tile of the suit that was led if you can. When you cannot, you may play any tile: a trump, which beats every tile of the other suits, or any other tile. East bids first this hand.</source>
            <translation>Kini nga leksiyon bahin sa pagsunod sa suit. Kinahanglan kang mobutang og domino sa suit nga giuna kon aduna ka. Kon wala, puwede nimong ibutang bisan unsang domino: trump, nga mopildi sa matag domino sa ubang mga suit, o bisan unsang laing domino. Ang Sidlakan ang unang mo-bid niini nga hugna.</translation>
        </message>
        <message>
            <source>East passed. Your tiles are low, and your only double is the 1-1: pass.</source>
            <translation>Mipasa ang Sidlakan. Ubos ang imong mga domino, ug ang 1-1 ra ang imong doble: mopasa ka.</translation>
        </message>
        <message>
            <source>You won the trick, so you lead the next one. Lead the 1-1: it is the highest ace, and only a trump can beat it.</source>
            <translation>Nidaog ka sa trick, busa ikaw ang mag-una sa sunod. Iuna ang 1-1: kini ang pinakataas nga alas, ug trump ra ang makapildi niini.</translation>
        </message>
        <message>
            <source>In this lesson, lead the 1-1. Keep your last trump, the 4-2, for later, and do not lead the 3-2: it is worth 5 points.</source>
            <translation>Niini nga leksiyon, iuna ang 1-1. Tipigi ang imong kataposang trump, ang 4-2, para unya, ug ayaw iuna ang 3-2: nagkantidad kini og 5 puntos.</translation>
        </message>
        <message>
            <source>West had no aces, so he trumped your 1-1 with the 4-3 and won. Anyone who cannot follow suit may trump. West leads again.</source>
            <translation>Walay alas ang Kasadpan, busa gi-trump niya ang imong 1-1 gamit ang 4-3 ug nidaog. Bisan kinsa nga dili makasunod sa suit puwedeng mo-trump. Ang Kasadpan na usab ang mag-una.</translation>
        </message>
        <message>
            <source>West led the 5-2, and East, with no fives, trumped with the 6-4. You have no fives either. You may trump, but your 4-2 is lower than the 6-4 and would be wasted. You never have to trump: throw off a low tile worth nothing, the 2-0. Never the 3-2 here: it is worth 5 points.</source>
            <translation>Giuna sa Kasadpan ang 5-2, ug ang Sidlakan, nga walay lima, nag-trump gamit ang 6-4. Wala usab kay lima. Puwede kang mo-trump, apan mas ubos ang imong 4-2 kaysa sa 6-4 ug mausik lang kini. Dili ka gayod obligado nga mo-trump: ilabay ang ubos nga domino nga walay bili, ang 2-0. Dili gayod ang 3-2 dinhi: nagkantidad kini og 5 puntos.</translation>
        </message>
        <message>
            <source>East's 6-4 beats your 4-2, so trumping only wastes it, and the 3-2 would hand them 5 more points. Throw off the 2-0, your lowest tile.</source>
            <translation>Ang 6-4 sa Sidlakan mopildi sa imong 4-2, busa ang pag-trump mag-usik lang niini, ug ang 3-2 mohatag kanila og dugang 5 puntos. Ilabay ang 2-0, ang imong pinakaubos nga domino.</translation>
        </message>
        <message>
            <source>The 3-1 is worth nothing either, so it would give away nothing too. In this lesson, throw off the 2-0, your lowest tile.</source>
            <translation>Walay bili usab ang 3-1, busa wala usab kini ihatag. Niini nga leksyon, ilabay ang 2-0, ang imong pinakaubos nga domino.</translation>
        </message>
        <message>
            <source>The 2-1 is worth nothing either, so it would give away nothing too. In this lesson, throw off the 2-0, your lowest tile.</source>
            <translation>Walay bili usab ang 2-1, busa wala usab kini ihatag. Niini nga leksyon, ilabay ang 2-0, ang imong pinakaubos nga domino.</translation>
        </message>
        <message>
            <source>East's 6-4 took the trick, but you gave away nothing. Follow suit when you can. When you cannot, trump to win the trick, or throw off a low tile when a trump cannot win. Lesson complete!</source>
            <translation>Nakuha sa 6-4 sa Sidlakan ang trick, apan wala kay nahatag bisan unsa. Sunod sa suit kon makasunod ka. Kon dili, pag-trump aron modaog sa trick, o ilabay ang ubos nga domino kon dili makadaog ang trump. Human na ang leksiyon!</translation>
        </message>
        <message>
            <source>Doubles as trump, and follow-me</source>
            <translation>Mga doble isip trump, ug magsunod kanako</translation>
        </message>
        <message>
            <source>When doubles are trump, a double led leads doubles and the 6-6 is highest; follow-me has no trump at all.</source>
            <translation>Kon mga doble ang trump, ang pag-una og doble nagpasabot nga doble ang giuna ug ang 6-6 ang pinakataas; ang magsunod kanako walay trump bisan usa.</translation>
        </message>
        <message>
            <source>Trump does not have to be a number suit. The bidder may name doubles as trump, or play follow-me, with no trump at all. This hand your partner names doubles. West bids first.</source>
            <translation>Dili kinahanglan nga numero nga suit ang trump. Puwedeng mopili ang bidder og mga doble isip trump, o modula og magsunod kanako, nga walay trump bisan usa. Niini nga hugna, mga doble ang pilion sa imong partner. Ang Kasadpan ang unang mo-bid.</translation>
        </message>
        <message>
            <source>Your partner named doubles. The seven doubles are now the trump suit, from the 6-6, the highest, down to the 0-0. No other tile is a trump: your 6-4 is just a six and a four.</source>
            <translation>Mga doble ang gipili sa imong partner. Ang pito ka doble mao na karon ang trump suit, gikan sa 6-6, ang pinakataas, paubos hangtod sa 0-0. Walay laing domino nga trump: ang imong 6-4 usa ra ka unom ug usa ka upat.</translation>
        </message>
        <message>
            <source>Your partner led the 6-6. A double led leads doubles, the trump suit, not sixes. You must play a double if you have one, and your only double is the 1-1: play it. Your 6-4 and 6-1 are sixes, so they do not follow.</source>
            <translation>Giuna sa imong partner ang 6-6. Ang pag-una og doble nagpasabot nga doble ang giuna, ang trump suit, dili unom. Kinahanglan kang mobutang og doble kon aduna ka, ug ang 1-1 ra ang imong doble: ibutang kini. Mga unom ang imong 6-4 ug 6-1, busa dili kini makasunod.</translation>
        </message>
        <message>
            <source>A double led leads doubles, not sixes. You hold a double, the 1-1, so you must play it.</source>
            <translation>Ang pag-una og doble nagpasabot nga doble ang giuna, dili unom. Aduna kay doble, ang 1-1, busa kinahanglan nimo kining ibutang.</translation>
        </message>
        <message>
            <source>The 6-6, 2-2, 1-1 and 0-0 are gone, so your partner's 5-5 is now the highest trump: it wins this trick. You have no doubles left, so you may play any tile. Put your 6-4 on it: 10 more points for your side.</source>
            <translation>Wala na ang 6-6, 2-2, 1-1 ug 0-0, busa ang 5-5 sa imong partner na karon ang pinakataas nga trump: modaog kini niini nga trick. Wala na kay doble, busa puwede nimong ibutang bisan unsang domino. Ibutang ang imong 6-4: dugang 10 puntos para sa inyong team.</translation>
        </message>
        <message>
            <source>The 5-5 is the highest trump left and wins this trick, so give it count: your 6-4 is worth 10 points.</source>
            <translation>Ang 5-5 ang pinakataas nga trump nga nahibilin ug modaog niini nga trick, busa hatagi kini og count: ang imong 6-4 nagkantidad og 10 puntos.</translation>
        </message>
        <message>
            <source>Bidding and pulling trumps</source>
            <translation>Pag-bid ug pagpagawas sa mga trump</translation>
        </message>
        <message>
            <source>Bid on a long suit with its double, name it as trump and lead trumps first.</source>
            <translation>Mo-bid kon daghan ka og domino sa usa ka suit lakip ang doble niini, pilia kini isip trump, ug iuna ang mga trump.</translation>
        </message>
        <message>
            <source>A hand to bid on has a long suit with its double: those tiles win tricks as trumps. Look at yours: five sixes with the 6-6, and the 5-5. Your partner bids first this hand.</source>
            <translation>Ang mga domino nga angay i-bid adunay daghang domino sa usa ka suit lakip ang doble niini: kana nga mga domino modaog og mga trick isip trump. Tan-awa ang imo: lima ka unom lakip ang 6-6, ug ang 5-5. Ang imong partner ang unang mo-bid niini nga hugna.</translation>
        </message>
        <message>
            <source>Your partner passed and East bid 30. To win the bid you must bid more than the high bid. Your five sixes, with the double, should win most of the tricks: bid 31, one more than East.</source>
            <translation>Mipasa ang imong partner ug nag-bid og 30 ang Sidlakan. Aron madaog ang bid, kinahanglan kang mo-bid og mas taas kaysa sa pinakataas nga bid. Ang imong lima ka unom, lakip ang doble, lagmit modaog sa kadaghanan sa mga trick: mo-bid og 31, usa ka labaw sa Sidlakan.</translation>
        </message>
        <message>
            <source>West passed, so you won the bid at 31: your side must take at least 31 points. Now name trump: sixes, your long suit.</source>
            <translation>Mipasa ang Kasadpan, busa nidaog ka sa bid sa 31: kinahanglang mokuha ang inyong team og labing menos 31 puntos. Karon pilia ang trump: unom, ang suit nga daghan ka.</translation>
        </message>
        <message>
            <source>Name sixes: you hold five of the seven sixes, with the 6-6 on top. No other choice gives you nearly as many trumps.</source>
            <translation>Pilia ang unom: naa kanimo ang lima sa pito ka unom, uban ang 6-6 sa ibabaw. Walay laing pilianan nga mohatag kanimo og ingon ka daghang trump.</translation>
        </message>
        <message>
            <source>The bid winner leads. Pull trumps first: lead the 6-6, the highest trump. It cannot lose, and every trump it draws is one your opponents cannot use later to trump your 5-5.</source>
            <translation>Ang midaog sa bid ang mag-una. Ipagawas una ang mga trump: iuna ang 6-6, ang pinakataas nga trump. Dili kini mapildi, ug ang matag trump nga mapagawas niini dili na magamit sa imong mga kontra unya sa pag-trump sa imong 5-5.</translation>
        </message>
        <message>
            <source>Lead the 6-6: it is the highest trump and cannot lose, and it pulls trumps out of your opponents' hands.</source>
            <translation>Iuna ang 6-6: kini ang pinakataas nga trump ug dili mapildi, ug mapagawas niini ang mga trump gikan sa kamot sa imong mga kontra.</translation>
        </message>
        <message>
            <source>West followed with the 6-0, and your partner, with no sixes, gave you the 5-0 for 5 points. Count the sixes: two are played and you hold four, so one is missing, the 6-3. Your partner and East have no sixes, so West has it. Lead the 6-5, now the highest trump.</source>
            <translation>Misunod ang Kasadpan gamit ang 6-0, ug ang imong partner, nga walay unom, mihatag kanimo sa 5-0 para sa 5 puntos. Ihapa ang mga unom: duha ang nabutang na ug upat ang anaa kanimo, busa usa ang kulang, ang 6-3. Walay unom ang imong partner ug ang Sidlakan, busa anaa kini sa Kasadpan. Iuna ang 6-5, nga mao na karon ang pinakataas nga trump.</translation>
        </message>
        <message>
            <source>Keep pulling trumps: lead the 6-5, the highest trump left. West still holds a six and could trump your 5-5.</source>
            <translation>Padayon sa pagpagawas sa mga trump: iuna ang 6-5, ang pinakataas nga trump nga nahibilin. Aduna pay unom ang Kasadpan ug ma-trump niya ang imong 5-5.</translation>
        </message>
        <message>
            <source>The 6-4 would beat West's 6-3 too. In this lesson, pull trumps from the top: lead the 6-5, the highest trump left.</source>
            <translation>Mapildi usab sa 6-4 ang 6-3 sa Kasadpan. Niini nga leksyon, ipagawas ang mga trump gikan sa taas: iuna ang 6-5, ang pinakataas nga trump nga nahibilin.</translation>
        </message>
        <message>
            <source>West's 6-3 fell. All seven sixes are accounted for: four played, three in your hand. Nobody else has a trump, so your 5-5, the highest five, cannot lose. Lead it.</source>
            <translation>Migawas na ang 6-3 sa Kasadpan. Naihap na ang tanang pito ka unom: upat ang nabutang, tulo ang anaa sa imong kamot. Wala nay laing adunay trump, busa dili mapildi ang imong 5-5, ang pinakataas nga lima. Iuna kini.</translation>
        </message>
        <message>
            <source>Lead the 5-5: with the trumps pulled it is sure to win, and its 10 points stay with your side.</source>
            <translation>Iuna ang 5-5: kay napagawas na ang mga trump, sigurado kining modaog, ug ang 10 puntos niini magpabilin sa inyong team.</translation>
        </message>
        <message>
            <source>Your 5-5 won 11 points: Us 18 so far, and your last three trumps are still to come. That is how to play a bid: name your long suit, pull trumps, then cash your other winners. Lesson complete!</source>
            <translation>Nakadaog ang imong 5-5 og 11 puntos: Kami 18 hangtod karon, ug moabot pa ang imong kataposang tulo ka trump. Mao kana ang pagdula sa usa ka bid: pilia ang suit nga daghan ka, ipagawas ang mga trump, dayon dulaa ang imong ubang siguradong modaog. Human na ang leksiyon!</translation>
        </message>
        <message>
            <source>Mark bids: 84</source>
            <translation>Mga bid sa marka: 84</translation>
        </message>
        <message>
            <source>Bid 84 for 2 marks on a hand that takes every trick; won tricks are stacked face down.</source>
            <translation>Mo-bid og 84 para sa 2 marka kon makuha sa imong mga domino ang matag trick; ang nadaog nga mga trick ipundok nga nakataob.</translation>
        </message>
        <message>
            <source>You bid first, and what a hand: the five highest sixes, from the 6-6 to the 6-2, with the 5-5 and the 4-4. It can take every trick. A mark bid promises all 42 points, that is all seven tricks: 42 is worth 1 mark and 84 is worth 2. Bid 84 (2 marks).</source>
            <translation>Ikaw ang unang mo-bid, ug pagkanindot sa imong mga domino: ang lima ka pinakataas nga unom, gikan sa 6-6 hangtod sa 6-2, uban ang 5-5 ug ang 4-4. Makuha niini ang matag trick. Ang bid sa marka nagsaad sa tanang 42 puntos, nga mao ang tanang pito ka trick: ang 42 nagkantidad og 1 marka ug ang 84 nagkantidad og 2. Mo-bid og 84 (2 marka).</translation>
        </message>
        <message>
            <source>This hand can take every trick, so bid 84 for 2 marks. A point bid or 42 wins only 1 mark.</source>
            <translation>Makuha niini nga mga domino ang matag trick, busa mo-bid og 84 para sa 2 marka. Ang bid sa puntos o ang 42 makadaog og 1 marka ra.</translation>
        </message>
        <message>
            <source>Everyone passed: you play for 2 marks. Lose a single trick and you are set, and your opponents score the 2 marks. Name sixes.</source>
            <translation>Mipasa ang tanan: modula ka para sa 2 marka. Kon mapildi ka bisan usa ka trick, mapakyas ka, ug ang imong mga kontra ang makaiskor sa 2 marka. Pilia ang unom.</translation>
        </message>
        <message>
            <source>Name sixes: your five sixes are the five highest trumps.</source>
            <translation>Pilia ang unom: ang imong lima ka unom mao ang lima ka pinakataas nga trump.</translation>
        </message>
        <message>
            <source>Pull trumps first: lead the 6-6. Two sixes are out against you, the 6-1 and the 6-0.</source>
            <translation>Ipagawas una ang mga trump: iuna ang 6-6. Duha ka unom ang anaa sa imong mga kontra, ang 6-1 ug ang 6-0.</translation>
        </message>
        <message>
            <source>Lead the 6-6, the highest trump. If you lead the 5-5 first, a player with no fives could trump it and set you.</source>
            <translation>Iuna ang 6-6, ang pinakataas nga trump. Kon iuna nimo ang 5-5, ang magdudula nga walay lima maka-trump niini ug mapakyas ka.</translation>
        </message>
        <message>
            <source>The 6-5 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Modaog usab ang 6-5 niini nga trick: mas ubos ang 6-1 ug ang 6-0. Niini nga leksyon, ipagawas ang mga trump gikan sa taas: iuna ang 6-6.</translation>
        </message>
        <message>
            <source>The 6-4 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Modaog usab ang 6-4 niini nga trick: mas ubos ang 6-1 ug ang 6-0. Niini nga leksyon, ipagawas ang mga trump gikan sa taas: iuna ang 6-6.</translation>
        </message>
        <message>
            <source>The 6-3 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Modaog usab ang 6-3 niini nga trick: mas ubos ang 6-1 ug ang 6-0. Niini nga leksyon, ipagawas ang mga trump gikan sa taas: iuna ang 6-6.</translation>
        </message>
        <message>
            <source>The 6-2 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Modaog usab ang 6-2 niini nga trick: mas ubos ang 6-1 ug ang 6-0. Niini nga leksyon, ipagawas ang mga trump gikan sa taas: iuna ang 6-6.</translation>
        </message>
        <message>
            <source>Lead the 6-6, the highest trump. If you lead the 4-4 first, a player with no fours could trump it and set you.</source>
            <translation>Iuna ang 6-6, ang pinakataas nga trump. Kon iuna nimo ang 4-4, ang magdudula nga walay upat maka-trump niini ug mapakyas ka.</translation>
        </message>
        <message>
            <source>West and East followed with the 6-1 and the 6-0, so nobody else has a trump. On a bid of 84 or more, won tricks are stacked face down (a house rule): you cannot look back at them, so remember what was played. Now your 5-5 cannot be trumped: lead it.</source>
            <translation>Misunod ang Kasadpan ug ang Sidlakan gamit ang 6-1 ug ang 6-0, busa wala nay laing adunay trump. Sa bid nga 84 o labaw pa, ang nadaog nga mga trick ipundok nga nakataob (lagda sa balay): dili na nimo kini matan-aw pag-usab, busa hinumdomi kon unsa ang nabutang. Karon dili na ma-trump ang imong 5-5: iuna kini.</translation>
        </message>
        <message>
            <source>In this lesson, lead the 5-5: with the trumps out it is sure to win. Your trumps win whenever you lead them, so cash the other winners first.</source>
            <translation>Niini nga leksiyon, iuna ang 5-5: kay nagawas na ang mga trump, sigurado kining modaog. Modaog ang imong mga trump bisan kanus-a nimo kini iuna, busa dulaa una ang ubang siguradong modaog.</translation>
        </message>
        <message>
            <source>Your partner added the 5-0 to your 5-5. Lead the 4-4 next: it is the highest four, and nobody can trump it.</source>
            <translation>Gidugang sa imong partner ang 5-0 sa imong 5-5. Iuna sunod ang 4-4: kini ang pinakataas nga upat, ug walay maka-trump niini.</translation>
        </message>
        <message>
            <source>Lead the 4-4: it is the highest four and nobody can trump it. Keep your trumps for last.</source>
            <translation>Iuna ang 4-4: kini ang pinakataas nga upat ug walay maka-trump niini. Tipigi ang imong mga trump para sa kataposan.</translation>
        </message>
        <message>
            <source>Your last four tiles are trumps, and nobody else holds one: the rest of the tricks are yours, whatever anyone plays. When every tile you hold is sure to win, you need not play the tricks out: lay your hand down and they are yours. Press Lay down (D).</source>
            <translation>Ang imong kataposang upat ka domino mga trump, ug walay laing adunay trump: imo na ang nahibiling mga trick, bisan unsay idula sa uban. Kon siguradong modaog ang matag domino nga imong gihawiran, dili na kinahanglang dulaon ang mga trick: ibukhad ang imong kamot ug imo na sila. Pindota ang Ibukhad (D).</translation>
        </message>
        <message>
            <source>Lay your hand down: press Lay down (D). Your trumps would win the last four tricks anyway; laying down shows the table that they must.</source>
            <translation>Ibukhad ang imong kamot: pindota ang Ibukhad (D). Modaog gihapon ang imong mga trump sa kataposang upat ka trick; ang pagbukhad nagpakita sa lamesa nga sigurado kini.</translation>
        </message>
        <message>
            <source>The shaker and the forced bid</source>
            <translation>Ang tigbalasa ug ang pinugos nga bid</translation>
        </message>
        <message>
            <source>The shaker bids last and the shake passes to the left; if everyone else passes, the shaker must bid 30.</source>
            <translation>Ang tigbalasa ang kataposang mo-bid ug ang pagbalasa mobalhin sa wala; kon mopasa ang tanang uban, kinahanglang mo-bid og 30 ang tigbalasa.</translation>
        </message>
        <message>
            <source>This hand you are the shaker: you shook the tiles, and you bid last. The bidding starts on your left, with West. After every hand the shake passes to the left, so West shakes the next one.</source>
            <translation>Niini nga hugna ikaw ang tigbalasa: ikaw ang nagbalasa sa mga domino, ug ikaw ang kataposang mo-bid. Magsugod ang bidding sa imong wala, sa Kasadpan. Human sa matag hugna ang pagbalasa mobalhin sa wala, busa ang Kasadpan ang mobalasa sa sunod.</translation>
        </message>
        <message>
            <source>West, your partner and East all passed. Under the default house rule the last player must bid: you may not pass, and you bid the minimum, 30. (With the other house rule the tiles would be shaken again.) Bid 30.</source>
            <translation>Mipasa ang Kasadpan, ang imong partner ug ang Sidlakan. Sa default nga lagda sa balay, kinahanglang mo-bid ang kataposang magdudula: dili ka puwedeng mopasa, ug mo-bid ka sa minimum, 30. (Sa laing lagda sa balay, balasahon pag-usab ang mga domino.) Mo-bid og 30.</translation>
        </message>
        <message>
            <source>Everyone else passed, so you must bid: press 30 in the bid panel.</source>
            <translation>Mipasa ang tanang uban, busa kinahanglan kang mo-bid: pindota ang 30 sa panel sa bid.</translation>
        </message>
        <message>
            <source>A forced bid is played like any other: your side needs 30 points. Name your best suit. Your three fives, topped by the 5-5, are the best you have: name fives.</source>
            <translation>Ang pinugos nga bid dulaon sama sa uban: kinahanglan sa inyong team ang 30 puntos. Pilia ang imong labing maayong suit. Ang imong tulo ka lima, nga ang 5-5 ang pinakataas, mao ang labing maayo nimo: pilia ang lima.</translation>
        </message>
        <message>
            <source>Name fives: the 5-5, 5-3 and 5-1 give you three trumps with the double on top.</source>
            <translation>Pilia ang lima: ang 5-5, 5-3 ug 5-1 mohatag kanimo og tulo ka trump nga ang doble ang pinakataas.</translation>
        </message>
        <message>
            <source>Lead the 5-5, the highest trump: it cannot lose, and it pulls trumps from your opponents.</source>
            <translation>Iuna ang 5-5, ang pinakataas nga trump: dili kini mapildi, ug mapagawas niini ang mga trump sa imong mga kontra.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it is the highest trump and sure to win. A lower trump could lose the trick.</source>
            <translation>Iuna ang 5-5: kini ang pinakataas nga trump ug sigurado nga modaog. Ang mas ubos nga trump mahimong mapildi sa trick.</translation>
        </message>
        <message>
            <source>Your partner added the 5-0, so your 5-5 won 16 points: a good start on a forced bid. Next hand West shakes and your partner bids first. Lesson complete!</source>
            <translation>Gidugang sa imong partner ang 5-0, busa nakadaog ang imong 5-5 og 16 puntos: maayong sinugdanan sa pinugos nga bid. Sa sunod nga hugna, ang Kasadpan ang mobalasa ug ang imong partner ang unang mo-bid. Human na ang leksiyon!</translation>
        </message>
        <message>
            <source>Your first whole hand</source>
            <translation>Ang imong unang tibuok nga hugna</translation>
        </message>
        <message>
            <source>A whole hand from the bid to the last trick, with hints on.</source>
            <translation>Usa ka tibuok nga hugna gikan sa bid hangtod sa kataposang trick, nga naka-on ang mga tambag.</translation>
        </message>
        <message>
            <source>The 6-5 cannot lose either: the only higher trump, the 5-5, is yours. In this lesson, pull trumps from the top: lead the 5-5.</source>
            <translation>Dili usab mapildi ang 6-5: ang bugtong mas taas nga trump, ang 5-5, imoha. Niini nga leksyon, ipagawas ang mga trump gikan sa taas: iuna ang 5-5.</translation>
        </message>
        <message>
            <source>The 5-2 would draw West's 5-3 just as well: it is your other low trump. In this lesson, lead the 5-1 and keep the 5-2 for the last trick.</source>
            <translation>Mapagawas usab sa 5-2 ang 5-3 sa Kasadpan: kini ang imong laing ubos nga trump. Niini nga leksyon, iuna ang 5-1 ug itago ang 5-2 para sa katapusang trick.</translation>
        </message>
        <message>
            <source>Your partner added the 4-1 to your last trick: Us 35, so you made your bid and your side scores 1 mark. In your own games, press H for a hint, L to look back at the tricks played and R to review the last hand. Lesson complete!</source>
            <translation>Gidugang sa imong partner ang 4-1 sa imong kataposang trick: Kami 35, busa natuman nimo ang imong bid ug makaiskor ang inyong team og 1 marka. Sa imong kaugalingong mga dula, pindota ang H para sa tambag, ang L aron tan-awon pag-usab ang nadula nga mga trick ug ang R aron balikan ang miaging hugna. Human na ang leksiyon!</translation>
        </message>
        <message>
            <source>You won the bid, so you picked up the widow, the spare tile: the 6-3, a fifth six. Now you hold eight tiles and lay one away, face down and out of play: the others never see it, and the table shows it to you at the top. Lay away the 2-1: it will not win a trick.</source>
            <translation>Nidaog ka sa bid, busa gipunit nimo ang sobra, ang dugang nga domino: ang 6-3, ikalimang unom. Karon walo na ka domino ang imong gihawiran ug itabi nimo ang usa nga nakataob, gawas na sa dula: dili gayud kini makita sa uban, ug ipakita kini sa lamesa kanimo sa ibabaw. Itabi ang 2-1: dili kini makadaog og trick.</translation>
        </message>
        <message>
            <source>East bid 30. With four doubles or more you may plunge: a bid of 4 marks (or one mark more than a higher bid). Your partner names trump and leads, and your side must win all seven tricks. Splash is the smaller version: with three doubles, 2 marks. Press Plunge (4).</source>
            <translation>Nag-bid og 30 ang Sidlakan. Kon aduna kay upat o labaw pa ka doble, puwede kang mo-plunge: bid nga 4 marka (o usa ka marka nga labaw sa mas taas nga bid). Ang imong partner ang mopili sa trump ug mag-una, ug kinahanglang daogon sa inyong team ang tanang pito ka trick. Ang Splash mao ang mas gamay nga bersiyon: tulo ka doble, 2 marka. Pindota ang Plunge (4).</translation>
        </message>
        <message>
            <source>Bid 30: four trumps with the double are enough for the lowest bid. A higher bid is harder to make.</source>
            <translation>Mo-bid og 30: ang upat ka trump lakip ang doble igo na para sa pinakaubos nga bid. Mas lisod tumanon ang mas taas nga bid.</translation>
        </message>
        <message>
            <source>Welcome to the table. Your seven tiles are at the bottom; your partner sits opposite you, West and East against you. There are seven suits: blanks (0), aces (1), deuces (2), treys (3), fours, fives and sixes. A tile belongs to both of its numbers: your 6-0 is a six and a blank. In each suit the double is the highest tile.</source>
            <translation>Maayong pag-abot sa lamesa. Ang imong pito ka domino anaa sa ubos; ang imong partner naglingkod atbang nimo, ug ang Kasadpan ug Sidlakan maoy imong mga kontra. Adunay pito ka suit: blangko (0), usa (1), duha (2), tulo (3), upat, lima ug unom. Ang usa ka domino sakop sa iyang duha ka numero: ang imong 6-0 usa ka unom ug usa usab ka blangko. Sa matag suit ang doble ang pinakataas nga domino.</translation>
        </message>
        <message>
            <source>West won the bidding, so he names trump and leads the first trick. A trick is one tile from each player in turn; the best tile takes them all.</source>
            <translation>Ang Kasadpan ang midaog sa bidding, busa siya ang mopili sa trump ug mag-una sa unang trick. Ang trick usa ka domino gikan sa matag magdudula sa ilang turno; ang labing maayo nga domino mokuha sa tanan.</translation>
        </message>
        <message>
            <source>West led the 4-4, a trump, so everyone must play a trump if they can. The 4-4 is the highest four, so West wins this trick, and East, his partner, put his 6-4 on it: 10 points for their side. You hold two trumps. The 4-1 is worth 5 points: keep it away from West and play the 5-4.</source>
            <translation>Giuna sa Kasadpan ang 4-4, usa ka trump, busa ang tanan kinahanglang mobutang og trump kon aduna sila. Ang 4-4 ang pinakataas nga upat, busa ang Kasadpan ang modaog niini nga trick, ug ang Sidlakan, iyang partner, mibutang sa iyang 6-4 niini: 10 puntos para sa ilang team. Duha ka trump ang imong gihawiran. Ang 4-1 nagkantidad og 5 puntos: ayaw kini ihatag sa Kasadpan ug ibutang ang 5-4.</translation>
        </message>
        <message>
            <source>This lesson is about the count. Five tiles are worth points to the side that wins them: the 5-5 and 6-4 are worth 10, the 5-0, 4-1 and 3-2 are worth 5. Every trick adds 1 point. You hold two count tiles, the 5-5 and the 4-1. Your partner bids first this hand.</source>
            <translation>Kini nga leksiyon bahin sa count. Lima ka domino ang may bili nga puntos para sa team nga makadaog niini: ang 5-5 ug 6-4 nagkantidad og 10, ang 5-0, 4-1 ug 3-2 nagkantidad og 5. Ang matag trick modugang og 1 puntos. Duha ka domino sa count ang imong gihawiran, ang 5-5 ug ang 4-1. Ang imong partner ang unang mo-bid niini nga hugna.</translation>
        </message>
        <message>
            <source>West had to follow fives with the 5-0, so your 5-5 caught 16 points. This hand: Us 33, more than the 30 your partner bid. Your side made it, the hand stops here, and you score 1 mark, the stroke on the board (7 marks win the game). Put count on tricks your side will win, and keep it away from the other side. Lesson complete!</source>
            <translation>Kinahanglang mosunod sa lima ang Kasadpan gamit ang 5-0, busa nakakuha ang imong 5-5 og 16 puntos. Hugna karon: Kami 33, labaw sa 30 nga gi-bid sa imong partner. Natuman sa inyong team ang bid, mohunong na dinhi ang hugna, ug makakuha mo og 1 ka marka, ang guhit sa pisara (7 ka marka ang modaog sa dula). Butangi og count ang mga trick nga madaog sa inyong team, ug ayaw kini ihatag sa pikas team. Human na ang leksiyon!</translation>
        </message>
        <message>
            <source>West named fours but led his 6-6, a six, not a trump. You have no sixes, so you may play any tile, and a trump beats every six. You play last and can see that nobody else trumped, so your lowest trump wins. Trump with the 4-0, and East's 5-0 is yours too.</source>
            <translation>Upat ang gipili sa Kasadpan apan giuna niya ang iyang 6-6, usa ka unom, dili trump. Wala kay unom, busa puwede nimong ibutang bisan unsang domino, ug ang trump mopildi sa matag unom. Ikaw ang kataposang mobutang ug makita nimo nga walay laing nag-trump, busa modaog ang imong pinakaubos nga trump. Pag-trump gamit ang 4-0, ug imo usab ang 5-0 sa Sidlakan.</translation>
        </message>
        <message>
            <source>Trump with the 4-0: nobody else trumped, so your lowest trump takes this trick, and East's 5-0 with it, as surely as the 4-2 would, and you keep the higher trump. Without a trump, West's 6-6 would win it.</source>
            <translation>Pag-trump gamit ang 4-0: walay laing nag-trump, busa ang imong pinakaubos nga trump ang modaog niini nga trick, uban ang 5-0 sa Sidlakan, sigurado sama sa 4-2, ug matipigan nimo ang mas taas nga trump. Kon walay trump, ang 6-6 sa Kasadpan ang modaog niini.</translation>
        </message>
        <message>
            <source>West passed, your partner bid 30 and East passed. Your hand is weak: pass and let your partner play.</source>
            <translation>Mipasa ang Kasadpan, nag-bid og 30 ang imong partner ug mipasa ang Sidlakan. Huyang ang imong mga domino: mopasa ka ug pasagdi ang imong partner nga modula.</translation>
        </message>
        <message>
            <source>That trick, with the 5-5 and your 6-4, was worth 21 points: Us 22 with the first one. With doubles as trump, the 6-5 is the highest six. In follow-me there are no trumps: the highest tile of the suit led wins, and each double is the top of its own suit. Lesson complete!</source>
            <translation>Kadto nga trick, uban sa 5-5 ug sa imong 6-4, nagkantidad og 21 puntos: Kami 22 uban sa una. Kon mga doble ang trump, ang 6-5 ang pinakataas nga unom. Sa magsunod kanako walay trump: ang pinakataas nga domino sa suit nga giuna ang modaog, ug ang matag doble mao ang pinakataas sa iyang suit. Human na ang leksiyon!</translation>
        </message>
        <message>
            <source>In this lesson, bid 31: one more than East's 30 wins the bid. If you pass, East plays; a bid of 1 mark (42) or more promises all seven tricks.</source>
            <translation>Niini nga leksiyon, mo-bid og 31: ang usa ka labaw sa 30 sa Sidlakan modaog sa bid. Kon mopasa ka, ang Sidlakan ang modula; ang bid nga 1 ka marka (42) o labaw pa nagsaad sa tanang pito ka trick.</translation>
        </message>
        <message>
            <source>All seven tricks are yours: your side scores 2 marks. This hand was sure from the very first lead, and you could have laid it down then: whenever you can count every trick, laying down saves time. In a game the table offers Lay down as soon as it is so (this lesson waited, to show you the play). Lesson complete!</source>
            <translation>Imo ang tanang pito ka trick: makaiskor ang imong panig og 2 marka. Sigurado na kini nga kamot sukad pa sa unang iuna, ug mahimo unta nimo kining gibukhad niadto: kon maihap nimo ang matag trick, makadaginot og oras ang pagbukhad. Sa tinuod nga dula, ihalad sa lamesa ang pagbukhad dayon kon mao kana (kini nga leksiyon naghulat, aron ipakita kanimo ang dula). Human na ang leksiyon!</translation>
        </message>
        <message>
            <source>Your first whole hand, from the bid to the last trick. You bid first. You hold four fives with the 5-5, and the 6-4: enough for the lowest bid. Bid 30. From naming trump on, Hint (H) shows the computer's view at each of your moves.</source>
            <translation>Ang imong unang tibuok nga hugna, gikan sa bid hangtod sa kataposang trick. Ikaw ang unang mo-bid. Aduna kay upat ka lima lakip ang 5-5, ug ang 6-4: igo na para sa pinakaubos nga bid. Mo-bid og 30. Sukad sa pagpili sa trump, ang tambag (H) mopakita sa panan-aw sa kompyuter sa matag lihok nimo.</translation>
        </message>
        <message>
            <source>Hint (H) is off for this bid: the computer would open higher, to leave the others less room to outbid you. It is on from naming trump.</source>
            <translation>Patay ang tambag (H) niini nga bid: mas taas ang ablihan sa kompyuter, aron gamay ra ang lugar sa uban nga molapas kanimo. Mabuhi kini sukad sa pagpili sa trump.</translation>
        </message>
        <message>
            <source>Everyone passed: the bid is yours at 30. Name fives, your longest suit: four trumps with the double on top.</source>
            <translation>Mipasa ang tanan: imo ang bid sa 30. Pilia ang lima, ang suit nga pinakadaghan ka: upat ka trump nga ang doble ang pinakataas.</translation>
        </message>
        <message>
            <source>Name fives: the 5-5, 6-5, 5-2 and 5-1 are four trumps with the double on top.</source>
            <translation>Pilia ang lima: ang 5-5, 6-5, 5-2 ug 5-1 upat ka trump nga ang doble ang pinakataas.</translation>
        </message>
        <message>
            <source>Pull trumps: lead the 5-5, the highest trump.</source>
            <translation>Ipagawas ang mga trump: iuna ang 5-5, ang pinakataas nga trump.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it cannot lose, it draws a trump from anyone who has one, and its 10 points are safe.</source>
            <translation>Iuna ang 5-5: dili kini mapildi, mapagawas niini ang trump sa bisan kinsa nga aduna, ug luwas ang 10 puntos niini.</translation>
        </message>
        <message>
            <source>West followed with the 5-4; your partner and East have no trumps. Lead the 6-5, now the highest trump.</source>
            <translation>Misunod ang Kasadpan gamit ang 5-4; walay trump ang imong partner ug ang Sidlakan. Iuna ang 6-5, nga mao na karon ang pinakataas nga trump.</translation>
        </message>
        <message>
            <source>Keep pulling trumps: the 6-5 is the highest one left and cannot lose.</source>
            <translation>Padayon sa pagpagawas sa mga trump: ang 6-5 ang pinakataas nga nahibilin ug dili mapildi.</translation>
        </message>
        <message>
            <source>Count the trumps: four are played and you hold two, so one is missing, the 5-3, and only West can have it. Lead the 5-1 to draw it. You lose a trick with no count in it, but then your 5-2 is the last trump.</source>
            <translation>Ihapa ang mga trump: upat ang nabutang na ug duha ang anaa kanimo, busa usa ang kulang, ang 5-3, ug ang Kasadpan ra ang makabaton niini. Iuna ang 5-1 aron mapagawas kini. Mapildi ka og usa ka trick nga walay count, apan human niana ang imong 5-2 na ang kataposang trump.</translation>
        </message>
        <message>
            <source>Lead the 5-1 to pull West's last trump. If you lead the 6-4, West could trump it and win 11 points.</source>
            <translation>Iuna ang 5-1 aron mapagawas ang kataposang trump sa Kasadpan. Kon iuna nimo ang 6-4, ma-trump kini sa Kasadpan ug makadaog siya og 11 puntos.</translation>
        </message>
        <message>
            <source>West won with the 5-3 and led the 4-3. Your partner's 4-4, the highest four, is winning. Your 6-4 is your only four, so you must play it, and its 10 points land on your partner's trick.</source>
            <translation>Nidaog ang Kasadpan gamit ang 5-3 ug giuna niya ang 4-3. Ang 4-4 sa imong partner, ang pinakataas nga upat, ang nagdaog. Ang 6-4 ra ang imong upat, busa kinahanglan nimo kining ibutang, ug ang 10 puntos niini moadto sa trick sa imong partner.</translation>
        </message>
        <message>
            <source>Fours were led and your 6-4 is a four: you must follow with it.</source>
            <translation>Upat ang giuna ug usa ka upat ang imong 6-4: kinahanglan kang mosunod gamit kini.</translation>
        </message>
        <message>
            <source>Your partner leads the 6-6. Follow with your only six, the 6-1.</source>
            <translation>Giuna sa imong partner ang 6-6. Sunod gamit ang imong bugtong unom, ang 6-1.</translation>
        </message>
        <message>
            <source>Sixes were led: you must follow with the 6-1.</source>
            <translation>Unom ang giuna: kinahanglan kang mosunod gamit ang 6-1.</translation>
        </message>
        <message>
            <source>Your partner led the 2-0, and East's 6-2 is winning. Follow deuces with your 2-1: the 5-2 is a trump, not a deuce.</source>
            <translation>Giuna sa imong partner ang 2-0, ug ang 6-2 sa Sidlakan ang nagdaog. Sunod sa duha gamit ang imong 2-1: trump ang 5-2, dili duha.</translation>
        </message>
        <message>
            <source>Deuces were led: you must follow with the 2-1. Your 5-2 is a trump, not a deuce.</source>
            <translation>Duha ang giuna: kinahanglan kang mosunod gamit ang 2-1. Trump ang imong 5-2, dili duha.</translation>
        </message>
        <message>
            <source>This hand: Us 29, one short of your bid. East led the 3-0 and you have no treys: trump it with the 5-2, the last trump, and take the last trick.</source>
            <translation>Hugna karon: Kami 29, kulang og usa sa imong bid. Giuna sa Sidlakan ang 3-0 ug wala kay tulo: i-trump kini gamit ang 5-2, ang kataposang trump, ug kuhaa ang kataposang trick.</translation>
        </message>
        <message>
            <source>Your last tile is the 5-2, the last trump: play it and win the trick.</source>
            <translation>Ang imong kataposang domino mao ang 5-2, ang kataposang trump: ibutang kini ug daoga ang trick.</translation>
        </message>
        <message>
            <source>Moon: three players and the widow</source>
            <translation>Moon: tulo ka magdudula ug ang sobra</translation>
        </message>
        <message>
            <source>Moon for three players: 22 tiles, bids in tricks, the widow and laying a tile away.</source>
            <translation>Moon para sa tulo ka magdudula: 22 ka domino, mga bid sa trick, ang sobra ug ang pagtabi og usa ka domino.</translation>
        </message>
        <message>
            <source>Moon is for three players, each playing alone: West on your left, East on your right. It uses 22 tiles: the blanks are left out, all but the 0-0. There is no count, so every trick is worth 1. You bid the tricks you will take, 4 to 7, or 21 to shoot the moon and take all seven. West bids first.</source>
            <translation>Ang Moon para sa tulo ka magdudula, nga ang matag usa nagdula nga mag-inusara: ang Kasadpan sa imong wala, ang Sidlakan sa imong tuo. Mogamit kini og 22 ka domino: gikuha ang mga blangko, gawas sa 0-0. Walay count, busa ang matag trick nagkantidad og 1. I-bid nimo ang gidaghanon sa trick nga imong makuha, 4 hangtod 7, o 21 aron mo-shoot the moon ug kuhaon ang tanang pito. Ang Kasadpan ang unang mo-bid.</translation>
        </message>
        <message>
            <source>West bid 4 and East passed. You hold four sixes with the 6-6, plus the 5-5 and the 4-4, and the bidder picks up the widow too. Bid 5: your hand should take five tricks.</source>
            <translation>Nag-bid og 4 ang Kasadpan ug mipasa ang Sidlakan. Aduna kay upat ka unom lakip ang 6-6, dugang ang 5-5 ug ang 4-4, ug mopunit usab ang bidder sa sobra. Mo-bid og 5: lagmit makakuha og lima ka trick ang imong mga domino.</translation>
        </message>
        <message>
            <source>In this lesson, bid 5: it beats West's 4, and your hand should take five tricks. A bidder who takes fewer tricks than the bid loses the bid.</source>
            <translation>Niini nga leksiyon, mo-bid og 5: labaw kini sa 4 sa Kasadpan, ug lagmit makakuha og lima ka trick ang imong mga domino. Ang bidder nga makakuha og mas gamay nga trick kaysa sa bid mawad-an sa bid.</translation>
        </message>
        <message>
            <source>Keep your sixes and your doubles: they win tricks. Lay away the 2-1, the tile least likely to win.</source>
            <translation>Tipigi ang imong mga unom ug mga doble: modaog kini og mga trick. Itabi ang 2-1, ang domino nga labing dili lagmit modaog.</translation>
        </message>
        <message>
            <source>Now name trump. Moon has six sixes, and you hold five of them with the 6-6 on top: name sixes.</source>
            <translation>Karon pilia ang trump. Unom ka unom ang anaa sa Moon, ug lima niini ang anaa kanimo nga ang 6-6 ang pinakataas: pilia ang unom.</translation>
        </message>
        <message>
            <source>Name sixes: five trumps with the double will take five tricks on their own.</source>
            <translation>Pilia ang unom: ang lima ka trump lakip ang doble makakuha og lima ka trick bisan sila ra.</translation>
        </message>
        <message>
            <source>The bidder leads the first trick. Lead the 6-6 to pull trumps: only one six is missing, the 6-1.</source>
            <translation>Ang bidder ang mag-una sa unang trick. Iuna ang 6-6 aron mapagawas ang mga trump: usa ra ka unom ang kulang, ang 6-1.</translation>
        </message>
        <message>
            <source>Lead the 6-6: it is the highest trump and draws out the missing 6-1.</source>
            <translation>Iuna ang 6-6: kini ang pinakataas nga trump ug mapagawas niini ang kulang nga 6-1.</translation>
        </message>
        <message>
            <source>West's 6-1 fell, so every trump left is yours. Now your 5-5, the highest five, cannot be beaten: lead it.</source>
            <translation>Migawas na ang 6-1 sa Kasadpan, busa imo na ang tanang nahibiling trump. Karon dili na mapildi ang imong 5-5, ang pinakataas nga lima: iuna kini.</translation>
        </message>
        <message>
            <source>Lead the 5-5: nobody else has a trump now, so the highest five wins. Your trumps will win their tricks later.</source>
            <translation>Iuna ang 5-5: wala nay laing adunay trump karon, busa modaog ang pinakataas nga lima. Modaog ang imong mga trump sa ilang mga trick unya.</translation>
        </message>
        <message>
            <source>Two tricks won, and your four trumps and the 4-4 will win the rest: with the widow, this hand could even have shot the moon. A bidder who makes the bid scores exactly the bid; the others score 1 for each trick they take. The first to 21 wins. Lesson complete!</source>
            <translation>Duha ka trick ang nadaog, ug ang imong upat ka trump ug ang 4-4 modaog sa nahibilin: uban ang sobra, puwede untang nag-shoot the moon kini nga mga domino. Ang bidder nga makatuman sa bid makaiskor og eksakto sa bid; ang uban makaiskor og 1 sa matag trick nga ilang makuha. Ang unang makaabot og 21 ang modaog. Human na ang leksiyon!</translation>
        </message>
        <message>
            <source>Special contracts: Plunge, Splash, Nello and Sevens</source>
            <translation>Mga espesyal nga kontrata: Plunge, Splash, Nello ug Sevens</translation>
        </message>
        <message>
            <source>Texas house rules: a Plunge in play, and what Splash, Nello and Sevens are.</source>
            <translation>Lagda sa balay sa Texas: usa ka Plunge nga gidula, ug unsa ang Splash, Nello ug Sevens.</translation>
        </message>
        <message>
            <source>This game uses Texas house rules: four special contracts are allowed, Plunge, Splash, Nello and Sevens. This hand shows a Plunge. Look at your hand: four doubles, the 6-6, 5-5, 4-4 and 3-3. East bids first.</source>
            <translation>Kini nga dula mogamit sa Lagda sa balay sa Texas: gitugotan ang upat ka espesyal nga kontrata, Plunge, Splash, Nello ug Sevens. Kini nga hugna nagpakita og Plunge. Tan-awa ang imong mga domino: upat ka doble, ang 6-6, 5-5, 4-4 ug 3-3. Ang Sidlakan ang unang mo-bid.</translation>
        </message>
        <message>
            <source>In this lesson, plunge for 4 marks. Splash is the smaller version: with three doubles, 2 marks. In a Plunge your partner, who may hold a long suit, names trump.</source>
            <translation>Niini nga leksiyon, mo-plunge para sa 4 marka. Ang Splash mao ang mas gamay nga bersiyon: tulo ka doble, 2 marka. Sa Plunge, ang imong partner, nga basin daghan og domino sa usa ka suit, ang mopili sa trump.</translation>
        </message>
        <message>
            <source>West and your partner passed, so your Plunge stands at 4 marks. Your partner named trump: sixes, the long suit in his hand. He leads the first trick. Your 6-6 is a trump now, the highest one.</source>
            <translation>Mipasa ang Kasadpan ug ang imong partner, busa ang imong Plunge nagpabilin sa 4 marka. Gipili sa imong partner ang trump: unom, ang suit nga daghan siya. Siya ang mag-una sa unang trick. Trump na karon ang imong 6-6, ang pinakataas.</translation>
        </message>
        <message>
            <source>Your partner led the 6-5. You must follow trumps, and your only six is the 6-6. Play it: it wins the trick for your side, and then you lead your doubles.</source>
            <translation>Giuna sa imong partner ang 6-5. Kinahanglan kang mosunod sa trump, ug ang 6-6 ra ang imong unom. Ibutang kini: modaog kini sa trick para sa inyong team, ug dayon iuna nimo ang imong mga doble.</translation>
        </message>
        <message>
            <source>You must follow trumps with your only six, the 6-6.</source>
            <translation>Kinahanglan kang mosunod sa trump gamit ang imong bugtong unom, ang 6-6.</translation>
        </message>
        <message>
            <source>East had no sixes and West played the 6-0. Now lead your doubles: the 5-5 is the highest five, so only a trump can beat it, and your partner, who named sixes, should hold most of them. One lost trick and you are set.</source>
            <translation>Walay unom ang Sidlakan ug gibutang sa Kasadpan ang 6-0. Karon iuna ang imong mga doble: ang 5-5 ang pinakataas nga lima, busa trump ra ang makapildi niini, ug ang imong partner, nga mipili sa unom, lagmit naghawid sa kadaghanan niini. Usa ka pildi nga trick ug mapakyas kamo.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it is the highest five and only a trump can beat it. You must win every trick, so lead your sure winners.</source>
            <translation>Iuna ang 5-5: kini ang pinakataas nga lima ug trump ra ang makapildi niini. Kinahanglan ninyong daogon ang matag trick, busa iuna ang imong siguradong modaog.</translation>
        </message>
        <message>
            <source>Another special is Nello, the opposite of a Plunge. You bid at least 1 mark and name Nello instead of trump, and you must lose every trick. Your partner turns his tiles face down and sits out, there are no trumps, and the doubles form a suit of their own.</source>
            <translation>Ang laing espesyal mao ang Nello, ang kaatbang sa Plunge. Mo-bid ka og labing menos 1 marka ug mopili og Nello inay trump, ug kinahanglan kang mapildi sa matag trick. Itaob sa imong partner ang iyang mga domino ug dili siya modula, walay trump, ug ang mga doble mahimong kaugalingong suit.</translation>
        </message>
        <message>
            <source>Your 5-5 won the second trick; win the other five and the 4 marks are yours. The last special is Sevens: bid at least 1 mark and name Sevens. Each player must play the tile whose pips add up closest to 7, the closest tile wins, and your side must win every trick. Lesson complete!</source>
            <translation>Nidaog ang imong 5-5 sa ikaduhang trick; daoga ang laing lima ka trick ug inyo na ang 4 marka. Ang kataposang espesyal mao ang Sevens: mo-bid og labing menos 1 marka ug pilia ang Sevens. Ang matag magdudula kinahanglang mobutang sa domino nga ang tuldok, kon tigumon, pinakaduol sa 7; ang pinakaduol nga domino ang modaog, ug kinahanglang daogon sa inyong team ang matag trick. Human na ang leksiyon!</translation>
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <source>follow-me</source>
            <translation>magsunod kanako</translation>
        </message>
        <message>
            <source>Nello</source>
            <translation>Nello</translation>
        </message>
        <message>
            <source>Sevens</source>
            <translation>Sevens</translation>
        </message>
        <message>
            <source>Blanks are trump</source>
            <translation>Blangko ang trump</translation>
        </message>
        <message>
            <source>Aces are trump</source>
            <translation>Alas ang trump</translation>
        </message>
        <message>
            <source>Deuces are trump</source>
            <translation>Duha ang trump</translation>
        </message>
        <message>
            <source>Treys are trump</source>
            <translation>Tulo ang trump</translation>
        </message>
        <message>
            <source>Fours are trump</source>
            <translation>Upat ang trump</translation>
        </message>
        <message>
            <source>Fives are trump</source>
            <translation>Lima ang trump</translation>
        </message>
        <message>
            <source>Sixes are trump</source>
            <translation>Unom ang trump</translation>
        </message>
        <message>
            <source>Doubles are trump</source>
            <translation>Mga doble ang trump</translation>
        </message>
        <message>
            <source>Follow-me (no trump)</source>
            <translation>Magsunod kanako (walay trump)</translation>
        </message>
        <message>
            <source>Nello (lose every trick)</source>
            <translation>Nello (walay trick)</translation>
        </message>
        <message>
            <source>Sevens (closest to 7 wins)</source>
            <translation>Sevens (pinakaduol sa 7)</translation>
        </message>
        <message>
            <source>Blanks</source>
            <translation>Blangko</translation>
        </message>
        <message>
            <source>Aces</source>
            <translation>Alas</translation>
        </message>
        <message>
            <source>Deuces</source>
            <translation>Duha</translation>
        </message>
        <message>
            <source>Treys</source>
            <translation>Tulo</translation>
        </message>
        <message>
            <source>Fours</source>
            <translation>Upat</translation>
        </message>
        <message>
            <source>Fives</source>
            <translation>Lima</translation>
        </message>
        <message>
            <source>Sixes</source>
            <translation>Unom</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Mga doble</translation>
        </message>
        <message>
            <source>Follow-me</source>
            <translation>Magsunod kanako</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pasa</translation>
        </message>
        <message numerus="yes">
            <source>plunge (%n mark(s))</source>
            <translation>
                <numerusform>plunge (%n marka)</numerusform>
                <numerusform>plunge (%n marka)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>splash (%n mark(s))</source>
            <translation>
                <numerusform>splash (%n marka)</numerusform>
                <numerusform>splash (%n marka)</numerusform>
            </translation>
        </message>
        <message>
            <source>discard {tile}</source>
            <translation>itabi ang {tile}</translation>
        </message>
        <message>
            <source>play {tile}</source>
            <translation>ibutang ang {tile}</translation>
        </message>
        <message>
            <source>lay down</source>
            <translation>ibukhad</translation>
        </message>
        <message>
            <source>Texas 42</source>
            <translation>Texas 42</translation>
        </message>
        <message>
            <source>Moon</source>
            <translation>Moon</translation>
        </message>
        <message>
            <source>42 for three</source>
            <translation>42 para sa tulo</translation>
        </message>
        <message>
            <source>Straight 42 (tournament)</source>
            <translation>Straight 42 (torneo)</translation>
        </message>
        <message>
            <source>Texas house rules</source>
            <translation>Lagda sa balay sa Texas</translation>
        </message>
        <message>
            <source>points</source>
            <translation>puntos</translation>
        </message>
        <message>
            <source>tricks</source>
            <translation>trick</translation>
        </message>
        <message>
            <source>deal</source>
            <translation>pagbahin</translation>
        </message>
        <message>
            <source>bid</source>
            <extracomment>the bidding phase, as in "it is the bid phase".</extracomment>
            <translation>pag-bid</translation>
        </message>
        <message>
            <source>trump</source>
            <extracomment>the phase where the bid winner names trump, as in "it is the trump phase".</extracomment>
            <translation>pagpili sa trump</translation>
        </message>
        <message>
            <source>widow</source>
            <translation>sobra</translation>
        </message>
        <message>
            <source>play</source>
            <extracomment>the phase where tiles are played, as in "it is the play phase".</extracomment>
            <translation>pagdula</translation>
        </message>
        <message>
            <source>scored</source>
            <translation>pag-iskor</translation>
        </message>
        <message>
            <source>game over</source>
            <translation>kataposan sa dula</translation>
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
            <translation>trump (mga doble)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(wala)</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>sevens</translation>
        </message>
        <message>
            <source>blanks</source>
            <translation>blangko</translation>
        </message>
        <message>
            <source>aces</source>
            <translation>alas</translation>
        </message>
        <message>
            <source>deuces</source>
            <translation>duha</translation>
        </message>
        <message>
            <source>treys</source>
            <translation>tulo</translation>
        </message>
        <message>
            <source>fours</source>
            <translation>upat</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>lima</translation>
        </message>
        <message>
            <source>sixes</source>
            <translation>unom</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <extracomment>a list of two things (tiles, seats): "6-3 and 6-1".</extracomment>
            <translation>{a} ug {b}</translation>
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
            <translation>"{value}"</translation>
        </message>
        <message>
            <source>trumps</source>
            <translation>trump</translation>
        </message>
        <message>
            <source>doubles</source>
            <translation>mga doble</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ikaw</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>imong partner</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Kasadpan</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Sidlakan</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Habagatan</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Amihanan</translation>
        </message>
        <message>
            <source>seat {seat}</source>
            <extracomment>A seat of a game record: its chair and its player's name, "East (Cy)".</extracomment>
            <translation>lingkoranan {seat}</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n puntos</numerusform>
                <numerusform>%n puntos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n trick</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n marka</numerusform>
                <numerusform>%n marka</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>practice</name>
        <message>
            <source>You</source>
            <translation>Ikaw</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Kasadpan</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Sidlakan</translation>
        </message>
        <message>
            <source>Dealing a practice hand…</source>
            <translation>Gibahin ang hugna sa praktis…</translation>
        </message>
        <message>
            <source>Weighing your decision…</source>
            <translation>Gitimbang ang imong desisyon…</translation>
        </message>
        <message>
            <source>See the reveal: play it out, or go on to the next deal</source>
            <translation>Tan-awa ang resulta: dulaa hangtod sa kataposan, o padayon sa sunod nga pagbahin</translation>
        </message>
        <message>
            <source>Practice decision {number} of {total}: {position}. Your bid?</source>
            <translation>Desisyon sa praktis {number} sa {total}: {position}. Unsay imong bid?</translation>
        </message>
        <message>
            <source>{name} (AI)</source>
            <extracomment>The user's seat when the AI plays it on: "You (AI)".</extracomment>
            <translation>{name} (AI)</translation>
        </message>
        <message>
            <source>Your mistakes deck could not be read ({error}).</source>
            <translation>Dili mabasa ang imong pundok sa mga sayop ({error}).</translation>
        </message>
        <message>
            <source>Your mistakes deck was damaged ({error}); it was set aside as {file} and starts afresh.</source>
            <translation>Nadaot ang imong pundok sa mga sayop ({error}); gitabi kini isip {file} ug magsugod kini pag-usab.</translation>
        </message>
        <message>
            <source>an error in Texas 42 itself: {name}</source>
            <translation>sayop sa Texas 42 mismo: {name}</translation>
        </message>
        <message>
            <source>Your mistakes deck could not be saved in {folder} ({error}): your new mistakes are kept only until you quit.</source>
            <translation>Dili matipigan ang imong deck sa mga sayop sa {folder} ({error}): ang imong bag-ong mga sayop matipigan lang hangtod mogawas ka.</translation>
        </message>
        <message>
            <source>Any play</source>
            <translation>Bisan unsang tira</translation>
        </message>
        <message>
            <source>Leading a trick</source>
            <translation>Pag-una sa trick</translation>
        </message>
        <message>
            <source>Following to a trick</source>
            <translation>Pagsunod sa trick</translation>
        </message>
        <message>
            <source>Playing your side's contract</source>
            <translation>Pagdula sa kontrata sa inyong team</translation>
        </message>
        <message>
            <source>On defence</source>
            <translation>Sa depensa</translation>
        </message>
        <message>
            <source>Best play.</source>
            <translation>Labing maayong tira.</translation>
        </message>
        <message>
            <source>As good as the best play.</source>
            <translation>Sama ka maayo sa labing maayong tira.</translation>
        </message>
        <message>
            <source>to make the contract</source>
            <translation>nga matuman ang kontrata</translation>
        </message>
        <message>
            <source>to set the contract</source>
            <translation>nga mapakyas ang kontrata</translation>
        </message>
        <message>
            <source>About as good as the best play: your tile leaves about {chance}% {goal}; the best tile {best}%.</source>
            <translation>Halos sama ka maayo sa labing maayong lihok: ang imong domino mobilin og mga {chance}% nga tsansa {goal}; ang labing maayo nga domino {best}%.</translation>
        </message>
        <message>
            <source>Your tile leaves about {chance}% {goal}; the best tile {best}%.</source>
            <translation>Ang imong domino mobilin og mga {chance}% nga tsansa {goal}; ang labing maayo nga domino {best}%.</translation>
        </message>
        <message numerus="yes">
            <source>Your tile gave up about %n point(s) on average if the hand is played out.</source>
            <translation>
                <numerusform>Nawad-an ang imong domino og mga %n puntos sa kasagaran kon dulaon ang kamot hangtod sa katapusan.</numerusform>
                <numerusform>Nawad-an ang imong domino og mga %n puntos sa kasagaran kon dulaon ang kamot hangtod sa katapusan.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your tile gave up about %n point(s) on average.</source>
            <translation>
                <numerusform>Nawad-an ang imong domino og mga %n puntos sa kasagaran.</numerusform>
                <numerusform>Nawad-an ang imong domino og mga %n puntos sa kasagaran.</numerusform>
            </translation>
        </message>
        <message>
            <source>Any seat</source>
            <translation>Bisan unsang posisyon</translation>
        </message>
        <message>
            <source>First to bid</source>
            <translation>Unang mo-bid</translation>
        </message>
        <message>
            <source>After an opponent's bid</source>
            <translation>Human sa bid sa kontra</translation>
        </message>
        <message>
            <source>After your partner's bid</source>
            <translation>Human sa bid sa imong partner</translation>
        </message>
        <message>
            <source>Everyone passed: the shaker must bid</source>
            <translation>Mipasa ang tanan: kinahanglang mo-bid ang tigbalasa</translation>
        </message>
        <message>
            <source>any seat</source>
            <extracomment>A practice position in the middle of a sentence: "Practice decision 2 of 10: any seat. Your bid?"</extracomment>
            <translation>bisan unsang posisyon</translation>
        </message>
        <message>
            <source>first to bid</source>
            <translation>unang mo-bid</translation>
        </message>
        <message>
            <source>after an opponent's bid</source>
            <translation>human sa bid sa kontra</translation>
        </message>
        <message>
            <source>after your partner's bid</source>
            <translation>human sa bid sa imong partner</translation>
        </message>
        <message>
            <source>everyone passed: the shaker must bid</source>
            <translation>mipasa ang tanan: kinahanglang mo-bid ang tigbalasa</translation>
        </message>
        <message>
            <source>from your game</source>
            <extracomment>A bid of the user's own game, dealt again from My mistakes: "Practice decision 1 of 3: from your game. Your bid?"</extracomment>
            <translation>gikan sa imong dula</translation>
        </message>
        <message>
            <source>Any hand</source>
            <translation>Bisan unsang domino</translation>
        </message>
        <message>
            <source>Strong hands (3+ doubles or 4+ of a suit)</source>
            <translation>Kusog nga mga domino (3+ ka doble o 4+ sa usa ka suit)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pasa</translation>
        </message>
        <message numerus="yes">
            <source>Plunge (%n mark(s))</source>
            <translation>
                <numerusform>Plunge (%n marka)</numerusform>
                <numerusform>Plunge (%n marka)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Splash (%n mark(s))</source>
            <translation>
                <numerusform>Splash (%n marka)</numerusform>
                <numerusform>Splash (%n marka)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n marka</numerusform>
                <numerusform>%n marka</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s) in {contract}</source>
            <translation>
                <numerusform>%n marka sa {contract}</numerusform>
                <numerusform>%n marka sa {contract}</numerusform>
            </translation>
        </message>
        <message>
            <source>{points} in {contract}</source>
            <extracomment>A point bid and its trump: "30 in sixes".</extracomment>
            <translation>{points} sa {contract}</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s) in {contract}</source>
            <extracomment>A Moon bid and its trump: "5 tricks in sixes".</extracomment>
            <translation>
                <numerusform>%n trick sa {contract}</numerusform>
                <numerusform>%n trick sa {contract}</numerusform>
            </translation>
        </message>
        <message>
            <source>shooting the moon in {contract}</source>
            <extracomment>Moon's bid of 21 and its trump, within a sentence: "Passing beats shooting the moon in sixes".</extracomment>
            <translation>shoot the moon sa {contract}</translation>
        </message>
        <message>
            <source>Shooting the moon in {contract}</source>
            <extracomment>Moon's bid of 21 and its trump, opening a sentence or alone: "Shooting the moon in sixes rather than 5 tricks in sixes".</extracomment>
            <translation>Shoot the moon sa {contract}</translation>
        </message>
        <message>
            <source>The practice session you left could not be read ({error}).</source>
            <translation>Dili mabasa ang praktis nga imong gibiyaan ({error}).</translation>
        </message>
        <message>
            <source>The practice session you left was damaged ({error}); it was set aside as {file}. Your statistics and My mistakes keep its answers.</source>
            <translation>Naguba ang praktis nga imong gibiyaan ({error}); gitabi kini isip {file}. Ang imong estadistika ug Akong mga sayop nagtipig sa mga tubag niini.</translation>
        </message>
        <message>
            <source>Your practice session could not be kept in {folder} ({error}): it will not go on after you quit.</source>
            <translation>Dili matipigan ang imong praktis sa {folder} ({error}): dili kini mapadayon human ka mogawas.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>{seat}'s {tile}</source>
            <extracomment>A seat's tile: "West's 6-6", "your partner's 5-5".</extracomment>
            <translation>{tile} sa {seat}</translation>
        </message>
        <message numerus="yes">
            <source>, with %n point(s) in it so far</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it so far".</extracomment>
            <translation>
                <numerusform>, nga may %n puntos na niini hangtod karon</numerusform>
                <numerusform>, nga may %n puntos na niini hangtod karon</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, with %n point(s) in it</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it".</extracomment>
            <translation>
                <numerusform>, nga may %n puntos niini</numerusform>
                <numerusform>, nga may %n puntos niini</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} is a walker: no one can beat it in {suit} now</source>
            <translation>walker ang {tile}: wala nay makapildi niini sa {suit} karon</translation>
        </message>
        <message>
            <source>pull trumps: the {tiles} is still out; {who}</source>
            <extracomment>{who} says which opponents may hold the trump, e.g. "West may hold it".</extracomment>
            <translation>ipagawas ang mga trump: wala pa mogawas ang {tiles}; {who}</translation>
        </message>
        <message>
            <source>pull trumps: the {tiles} are still out; {who}</source>
            <translation>ipagawas ang mga trump: wala pa mogawas ang {tiles}; {who}</translation>
        </message>
        <message numerus="yes">
            <source>pull trumps: %n trumps are still out; {who}</source>
            <translation>
                <numerusform>ipagawas ang mga trump: %n ka trump ang wala pa mogawas; {who}</numerusform>
                <numerusform>ipagawas ang mga trump: %n ka trump ang wala pa mogawas; {who}</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} may hold it</source>
            <translation>basin anaa kini sa {seat}</translation>
        </message>
        <message>
            <source>{seat} may hold some</source>
            <translation>basin aduna pay pipila ang {seat}</translation>
        </message>
        <message>
            <source>either opponent may hold it</source>
            <translation>basin anaa kini sa bisan hain sa duha ka kontra</translation>
        </message>
        <message>
            <source>both opponents may hold one</source>
            <translation>basin aduna pay trump ang duha ka kontra</translation>
        </message>
        <message>
            <source>any opponent may hold it</source>
            <translation>basin anaa kini sa bisan kinsang kontra</translation>
        </message>
        <message>
            <source>any opponent may hold one</source>
            <translation>basin aduna pay trump ang bisan kinsang kontra</translation>
        </message>
        <message>
            <source>trump it: you have no {suit}, and the {tile} wins the trick{points}</source>
            <extracomment>{points} is empty or ", with 11 points in it".</extracomment>
            <translation>i-trump: wala kay {suit}, ug ang {tile} ang modaog sa trick{points}</translation>
        </message>
        <message>
            <source>trump it: you have no {suit}, and the {tile} beats every tile played so far{points}</source>
            <translation>i-trump: wala kay {suit}, ug ang {tile} mopildi sa matag domino nga nabutang na{points}</translation>
        </message>
        <message>
            <source>feed count: {whose} wins this trick, so the {tile} adds {points} to the defenders' tricks</source>
            <extracomment>Three players, each for themself: the two defenders share the aim of setting the bidder.</extracomment>
            <translation>hatagi og count: ang {whose} ang modaog niini nga trick, busa ang {tile} modugang og {points} sa mga trick sa mga depensa</translation>
        </message>
        <message>
            <source>feed count: {whose} wins this trick, so the {tile} adds {points} to your side</source>
            <translation>hatagi og count: ang {whose} ang modaog niini nga trick, busa ang {tile} modugang og {points} sa inyong team</translation>
        </message>
        <message>
            <source>feed count: {whose} should win this trick (the bidder, still to play, cannot beat it in about {percent}% of the deals you could face), so the {tile} adds {points} to the defenders' tricks</source>
            <translation>hatagi og count: lagmit ang {whose} ang modaog niini nga trick (sa mga {percent}% sa mga pagbahin nga imong masugatan, dili kini mapildi sa bidder nga mobutang pa), busa ang {tile} modugang og {points} sa mga trick sa mga depensa</translation>
        </message>
        <message>
            <source>feed count: {whose} should win this trick (no opponent still to play beats it in about {percent}% of the deals you could face), so the {tile} adds {points} to your side</source>
            <translation>hatagi og count: lagmit ang {whose} ang modaog niini nga trick (sa mga {percent}% sa mga pagbahin nga imong masugatan, walay kontra nga mobutang pa nga makapildi niini), busa ang {tile} modugang og {points} sa inyong team</translation>
        </message>
        <message>
            <source>take the trick: the {tile} beats {whose} and no one still to play can beat it{points}</source>
            <translation>kuhaa ang trick: ang {tile} mopildi sa {whose} ug walay makapildi niini sa mga mobutang pa{points}</translation>
        </message>
        <message>
            <source>take the trick: the {tile} beats {whose}{points}</source>
            <translation>kuhaa ang trick: ang {tile} mopildi sa {whose}{points}</translation>
        </message>
        <message>
            <source>save count: {seat}, the bidder, takes this trick with the {best}, so keep your {kept} and give the {tile}</source>
            <translation>luwasa ang count: ang {seat}, ang bidder, mokuha niini nga trick gamit ang {best}, busa tipigi ang imong {kept} ug ihatag ang {tile}</translation>
        </message>
        <message>
            <source>save count: the bidders take this trick, so keep your {kept} and give the {tile}</source>
            <translation>luwasa ang count: makuha sa mga bidder kini nga trick, busa tipigi ang imong {kept} ug ihatag ang {tile}</translation>
        </message>
        <message>
            <source>save count: {whose} takes this trick for the bidders, so keep your {kept} and give the {tile}</source>
            <translation>luwasa ang count: ang {whose} mokuha niini nga trick para sa mga bidder, busa tipigi ang imong {kept} ug ihatag ang {tile}</translation>
        </message>
        <message>
            <source>the other side</source>
            <extracomment>Who a lost trick goes to: "the trick is lost to the other side".</extracomment>
            <translation>pikas team</translation>
        </message>
        <message>
            <source>a defender</source>
            <translation>usa ka depensa</translation>
        </message>
        <message>
            <source>the bidder</source>
            <translation>ang bidder</translation>
        </message>
        <message>
            <source>throw off: you have no {suit} and the trick is lost to {to}, so give the {tile}</source>
            <translation>ilabay: wala kay {suit} ug ang {to} ang modaog sa trick, busa ihatag ang {tile}</translation>
        </message>
        <message>
            <source>the trick is lost to {to}, so keep your {kept} and give the {tile}</source>
            <translation>ang {to} ang modaog sa trick, busa tipigi ang imong {kept} ug ihatag ang {tile}</translation>
        </message>
        <message>
            <source>play low: the trick is lost to {to}, so keep your {kept} and give the {tile}</source>
            <translation>ibutang ang ubos: ang {to} ang modaog sa trick, busa tipigi ang imong {kept} ug ihatag ang {tile}</translation>
        </message>
        <message>
            <source>the trick is lost to {to}, so give the {tile}</source>
            <translation>ang {to} ang modaog sa trick, busa ihatag ang {tile}</translation>
        </message>
        <message>
            <source>play low: the trick is lost to {to}, so give the {tile}</source>
            <translation>ibutang ang ubos: ang {to} ang modaog sa trick, busa ihatag ang {tile}</translation>
        </message>
        <message>
            <source>throw off: you have no {suit} and no count to add, and {whose} wins this trick without help</source>
            <translation>ilabay: wala kay {suit} ug wala kay count nga ikadugang, ug ang {whose} modaog niini nga trick bisan walay tabang</translation>
        </message>
        <message>
            <source>throw off: you have no {suit}, and {whose} wins this trick without help</source>
            <translation>ilabay: wala kay {suit}, ug ang {whose} modaog niini nga trick bisan walay tabang</translation>
        </message>
        <message>
            <source>{whose} wins this trick without help, and you have no count to add</source>
            <translation>ang {whose} modaog niini nga trick bisan walay tabang, ug wala kay count nga ikadugang</translation>
        </message>
        <message>
            <source>{whose} wins this trick without help</source>
            <translation>ang {whose} modaog niini nga trick bisan walay tabang</translation>
        </message>
        <message>
            <source>play low: {whose} wins this trick without help, and you have no count to add</source>
            <translation>ibutang ang ubos: ang {whose} modaog niini nga trick bisan walay tabang, ug wala kay count nga ikadugang</translation>
        </message>
        <message>
            <source>play low: {whose} wins this trick without help</source>
            <translation>ibutang ang ubos: ang {whose} modaog niini nga trick bisan walay tabang</translation>
        </message>
        <message>
            <source>keep the {guard}: it guards your {count} in {suit}, so you can follow {suit} without giving up the count</source>
            <translation>tipigi ang {guard}: kini ang panalipod sa imong {count} sa {suit}, aron makasunod ka sa {suit} nga dili ihatag ang count</translation>
        </message>
        <message>
            <source>the {tile} is the only tile of its suit: only a trump can beat it</source>
            <translation>ang {tile} ra ang tile sa iyang suit: trump ra ang makapildi niini</translation>
        </message>
        <message>
            <source>none of the {suit} the others may hold beats the {tile}: only a trump can</source>
            <translation>walay {suit} nga mahimong naa sa uban ang makapildi sa {tile}: trump ra ang makahimo</translation>
        </message>
        <message>
            <source>the {tile} puts none of your count at risk</source>
            <translation>ang {tile} walay gibutang sa peligro sa imong mga count</translation>
        </message>
        <message>
            <source>stay under: the {tile} loses to {whose}, and you must not win a trick</source>
            <translation>pabilin sa ubos: ang {tile} mapildi sa {whose}, ug dili ka angay makadaog og trick</translation>
        </message>
        <message>
            <source>stay under the bidder: {whose} wins this trick and sets the Nello unless someone beats it</source>
            <translation>pabilin ubos sa bidder: ang {whose} ang modaog niini nga trick ug mapakyas ang Nello gawas kon adunay modaog niini</translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) you cannot see; a defender who has to play one takes the trick, not you</source>
            <translation>
                <numerusform>pag-una og ubos: %n ka domino nga dili nimo makita ang modaog sa {tile}; ang kaatbang nga kinahanglang moduwa og usa niini ang mokuha sa trick, dili ikaw</numerusform>
                <numerusform>pag-una og ubos: %n ka domino nga dili nimo makita ang modaog sa {tile}; ang kaatbang nga kinahanglang moduwa og usa niini ang mokuha sa trick, dili ikaw</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) the bidder may hold; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</source>
            <extracomment>Nello, a defender's lead; the bidder must lose every trick.</extracomment>
            <translation>
                <numerusform>pag-una og ubos: %n ka domino nga mahimong naa sa bidder ang modaog sa {tile}; kung kinahanglang moduwa ang bidder og usa niini, makuha niya ang trick ug mapakyas ang Nello, gawas kung ang usa ka depensa moduwa og mas taas</numerusform>
                <numerusform>pag-una og ubos: %n ka domino nga mahimong naa sa bidder ang modaog sa {tile}; kung kinahanglang moduwa ang bidder og usa niini, makuha niya ang trick ug mapakyas ang Nello, gawas kung ang usa ka depensa moduwa og mas taas</numerusform>
            </translation>
        </message>
        <message>
            <source>it is your last tile</source>
            <translation>kini ang imong kataposang domino</translation>
        </message>
        <message>
            <source>in Sevens you must play your tile closest to seven pips: the {tile} has {pips}</source>
            <translation>sa Sevens kinahanglan nimong ibutang ang domino nga pinakaduol sa pito ka tuldok: ang {tile} adunay {pips}</translation>
        </message>
        <message>
            <source>you must follow {suit} and it is your only one</source>
            <translation>kinahanglan kang mosunod sa {suit} ug kini ra ang imo nga sakop sa maong suit</translation>
        </message>
        <message>
            <source>it is the only tile you may play</source>
            <translation>kini ra ang domino nga puwede nimong ibutang</translation>
        </message>
        <message>
            <source>The bid is decided, so each player now plays for their own tricks: this tile takes the most for you on average.</source>
            <translation>Desidido na ang bid, busa ang matag magdudula karon nagdula para sa iyang kaugalingong trick: kini nga domino ang makahatag nimo og pinakadaghan sa kasagaran.</translation>
        </message>
        <message>
            <source>The bid is decided, so each player now plays for their own tricks.</source>
            <translation>Desidido na ang bid, busa ang matag magdudula karon nagdula para sa iyang kaugalingong trick.</translation>
        </message>
        <message>
            <source>the bid is decided, so each player now plays for their own tricks, and this tile takes the most for you on average</source>
            <translation>desidido na ang bid, busa ang matag magdudula karon nagdula para sa iyang kaugalingong trick, ug kini nga domino ang makahatag nimo og pinakadaghan sa kasagaran</translation>
        </message>
        <message>
            <source>the bid is decided, so each player now plays for their own tricks</source>
            <translation>desidido na ang bid, busa ang matag magdudula karon nagdula para sa iyang kaugalingong trick</translation>
        </message>
        <message>
            <source>Your bid is decided, so each trick you take now is one the others do not score: this tile takes the most for you on average.</source>
            <translation>Desidido na ang imong bid, busa ang matag trick nga imong makuha karon usa nga dili maiskor sa uban: kining tile ang makakuha og labing daghan para nimo sa kasagaran.</translation>
        </message>
        <message>
            <source>Your bid is decided, so each trick you take now is one the others do not score.</source>
            <translation>Desidido na ang imong bid, busa ang matag trick nga imong makuha karon usa nga dili maiskor sa uban.</translation>
        </message>
        <message>
            <source>your bid is decided, so each trick you take now is one the others do not score, and this tile takes the most for you on average</source>
            <translation>desidido na ang imong bid, busa ang matag trick nga imong makuha karon usa nga dili maiskor sa uban, ug kining tile ang makakuha og labing daghan para nimo sa kasagaran</translation>
        </message>
        <message>
            <source>your bid is decided, so each trick you take now is one the others do not score</source>
            <translation>desidido na ang imong bid, busa ang matag trick nga imong makuha karon usa nga dili maiskor sa uban</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract, and the most {unit} on average if the hand is played out.</source>
            <translation>Mga {percent}% nga matuman ang kontrata, ug ang pinakadaghang {unit} sa kasagaran kon dulaon ang kamot hangtod sa katapusan.</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract, and the most {unit} on average if the hand is played out</source>
            <translation>mga {percent}% nga matuman ang kontrata, ug ang pinakadaghang {unit} sa kasagaran kon dulaon ang kamot hangtod sa katapusan</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidder on average if the hand is played out.</source>
            <translation>Mga {percent}% nga mapakyas ang kontrata, ug ang pinakagamay nga {unit} sa bidder sa kasagaran kon dulaon ang kamot hangtod sa katapusan.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidder on average if the hand is played out</source>
            <translation>mga {percent}% nga mapakyas ang kontrata, ug ang pinakagamay nga {unit} sa bidder sa kasagaran kon dulaon ang kamot hangtod sa katapusan</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidders on average if the hand is played out.</source>
            <translation>Mga {percent}% nga mapakyas ang kontrata, ug ang pinakagamay nga {unit} sa mga bidder sa kasagaran kon dulaon ang kamot hangtod sa katapusan.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidders on average if the hand is played out</source>
            <translation>mga {percent}% nga mapakyas ang kontrata, ug ang pinakagamay nga {unit} sa mga bidder sa kasagaran kon dulaon ang kamot hangtod sa katapusan</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello, and the most tricks for the opponents on average if the hand is played out.</source>
            <translation>Mga {percent}% nga matuman ang Nello, ug ang pinakadaghang trick sa mga kontra sa kasagaran kon dulaon ang kamot hangtod sa katapusan.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello, and the most tricks for the opponents on average if the hand is played out</source>
            <translation>mga {percent}% nga matuman ang Nello, ug ang pinakadaghang trick sa mga kontra sa kasagaran kon dulaon ang kamot hangtod sa katapusan</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for the defenders on average.</source>
            <translation>Mga {percent}% nga mapakyas ang Nello, ug ang pinakagamay nga trick sa mga depensa sa kasagaran.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for the defenders on average</source>
            <translation>mga {percent}% nga mapakyas ang Nello, ug ang pinakagamay nga trick sa mga depensa sa kasagaran</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello.</source>
            <translation>Mga {percent}% nga matuman ang Nello.</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello.</source>
            <translation>Mga {percent}% nga mapakyas ang Nello.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello</source>
            <translation>mga {percent}% nga matuman ang Nello</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello</source>
            <translation>mga {percent}% nga mapakyas ang Nello</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello, and the most tricks for the opponents on average.</source>
            <translation>Mga {percent}% nga matuman ang Nello, ug ang pinakadaghang trick sa mga kontra sa kasagaran.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello, and the most tricks for the opponents on average</source>
            <translation>mga {percent}% nga matuman ang Nello, ug ang pinakadaghang trick sa mga kontra sa kasagaran</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for the defenders on average if the hand is played out.</source>
            <translation>Mga {percent}% nga mapakyas ang Nello, ug ang pinakagamay nga trick sa mga depensa sa kasagaran kon dulaon ang kamot hangtod sa katapusan.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for the defenders on average if the hand is played out</source>
            <translation>mga {percent}% nga mapakyas ang Nello, ug ang pinakagamay nga trick sa mga depensa sa kasagaran kon dulaon ang kamot hangtod sa katapusan</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for your side on average.</source>
            <translation>Mga {percent}% nga mapakyas ang Nello, ug ang pinakagamay nga trick sa inyong team sa kasagaran.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for your side on average</source>
            <translation>mga {percent}% nga mapakyas ang Nello, ug ang pinakagamay nga trick sa inyong team sa kasagaran</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for your side on average if the hand is played out.</source>
            <translation>Mga {percent}% nga mapakyas ang Nello, ug ang pinakagamay nga trick sa inyong team sa kasagaran kon dulaon ang kamot hangtod sa katapusan.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for your side on average if the hand is played out</source>
            <translation>mga {percent}% nga mapakyas ang Nello, ug ang pinakagamay nga trick sa inyong team sa kasagaran kon dulaon ang kamot hangtod sa katapusan</translation>
        </message>
        <message>
            <source>The {tile} is the choice.</source>
            <translation>Ang {tile} ang pilion.</translation>
        </message>
        <message>
            <source>the {tile} is the choice</source>
            <translation>ang {tile} ang pilion</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract, and the most {unit} on average.</source>
            <extracomment>{unit} is "points" or "tricks".</extracomment>
            <translation>Mga {percent}% nga matuman ang kontrata, ug ang pinakadaghang {unit} sa kasagaran.</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidder on average.</source>
            <translation>Mga {percent}% nga mapakyas ang kontrata, ug ang pinakagamay nga {unit} sa bidder sa kasagaran.</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidders on average.</source>
            <translation>Mga {percent}% nga mapakyas ang kontrata, ug ang pinakagamay nga {unit} sa mga bidder sa kasagaran.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidder on average</source>
            <translation>mga {percent}% nga mapakyas ang kontrata, ug ang pinakagamay nga {unit} sa bidder sa kasagaran</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidders on average</source>
            <translation>mga {percent}% nga mapakyas ang kontrata, ug ang pinakagamay nga {unit} sa mga bidder sa kasagaran</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract.</source>
            <translation>Mga {percent}% nga matuman ang kontrata.</translation>
        </message>
        <message>
            <source>of the opponents, only {seats} can hold it ({showed} showed out)</source>
            <translation>sa mga kontra, ang {seats} ra ang makahawid niini (wala nay trump ang {showed})</translation>
        </message>
        <message>
            <source>of the opponents, only {seats} can hold one ({showed} showed out)</source>
            <translation>sa mga kontra, ang {seats} ra ang makahawid og trump (wala nay trump ang {showed})</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract.</source>
            <translation>Mga {percent}% nga mapakyas ang kontrata.</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract, and the most {unit} on average</source>
            <translation>mga {percent}% nga matuman ang kontrata, ug ang pinakadaghang {unit} sa kasagaran</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract</source>
            <translation>mga {percent}% nga matuman ang kontrata</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract</source>
            <translation>mga {percent}% nga mapakyas ang kontrata</translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) you cannot see, your {mine} by only {fewer}; a defender who has to play one takes the trick, not you</source>
            <extracomment>Nello, the bidder's lead: {tile} the better lead, {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>pag-una og ubos: %n ka domino nga dili nimo makita ang modaog sa {tile}, {fewer} ra sa imong {mine}; ang kaatbang nga kinahanglang moduwa og usa niini ang mokuha sa trick, dili ikaw</numerusform>
                <numerusform>pag-una og ubos: %n ka domino nga dili nimo makita ang modaog sa {tile}, {fewer} ra sa imong {mine}; ang kaatbang nga kinahanglang moduwa og usa niini ang mokuha sa trick, dili ikaw</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) the bidder may hold, your {mine} by only {fewer}; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</source>
            <extracomment>Nello, a defender's lead: {tile} the better lead, {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>pag-una og ubos: %n ka domino nga mahimong naa sa bidder ang modaog sa {tile}, {fewer} ra sa imong {mine}; kung kinahanglang moduwa ang bidder og usa niini, makuha niya ang trick ug mapakyas ang Nello, gawas kung ang usa ka depensa moduwa og mas taas</numerusform>
                <numerusform>pag-una og ubos: %n ka domino nga mahimong naa sa bidder ang modaog sa {tile}, {fewer} ra sa imong {mine}; kung kinahanglang moduwa ang bidder og usa niini, makuha niya ang trick ug mapakyas ang Nello, gawas kung ang usa ka depensa moduwa og mas taas</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} keeps count out of a trick {side} may win: your {mine} puts {points} in it</source>
            <extracomment>{side} is "the other side" (or "the bidder", "a defender" in 42 for three); {points} "5 points".</extracomment>
            <translation>ang {tile} nagpalayo sa count gikan sa trick nga mahimong madaog sa {side}: ang imong {mine} nagbutang og {points} niini</translation>
        </message>
        <message>
            <source>the {tile} puts less count into a trick {side} may win: {points} against {mine_points} with your {mine}</source>
            <extracomment>{side} is "the other side" (or "the bidder", "a defender" in 42 for three); {points} "5 points".</extracomment>
            <translation>ang {tile} nagbutang og mas gamay nga count sa trick nga mahimong madaog sa {side}: {points} batok sa {mine_points} sa imong {mine}</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: no one can beat it in {suit} now</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps; {suit} its suit ("fives", "trumps").</extracomment>
            <translation>ang {tile} magtipig sa imong {mine} para sa usa ka trick sa ulahi: wala nay makapildi niini sa {suit} karon</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: it is the only tile of its suit, so only a trump can beat it</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps.</extracomment>
            <translation>ang {tile} magtipig sa imong {mine} para sa usa ka trick sa ulahi: kini ra ang tile sa iyang suit, busa trump ra ang makapildi niini</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: none of the {suit} the others may hold beats it, only a trump can</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps; {suit} its suit ("fives").</extracomment>
            <translation>ang {tile} magtipig sa imong {mine} para sa usa ka trick sa ulahi: walay {suit} nga mahimong naa sa uban ang makapildi niini, trump ra ang makahimo</translation>
        </message>
        <message numerus="yes">
            <source>get rid of the {tile} while it can stay under: it beats %n tile(s) you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats none</source>
            <extracomment>Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's.</extracomment>
            <translation>
                <numerusform>ilabay ang {tile} samtang makapabilin pa kini sa ubos: mopildi kini sa %n ka domino nga dili nimo makita, ug kung ipauna ang ingon niana nga domino, basin mokuha kini og trick sa ulahi; ang imong {mine} walay mapildi</numerusform>
                <numerusform>ilabay ang {tile} samtang makapabilin pa kini sa ubos: mopildi kini sa %n ka domino nga dili nimo makita, ug kung ipauna ang ingon niana nga domino, basin mokuha kini og trick sa ulahi; ang imong {mine} walay mapildi</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>get rid of the {tile} while it can stay under: it beats %n tile(s) you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats only {fewer}</source>
            <extracomment>Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>ilabay ang {tile} samtang makapabilin pa kini sa ubos: mopildi kini sa %n ka domino nga dili nimo makita, ug kung ipauna ang ingon niana nga domino, basin mokuha kini og trick sa ulahi; {fewer} ra ang mapildi sa imong {mine}</numerusform>
                <numerusform>ilabay ang {tile} samtang makapabilin pa kini sa ubos: mopildi kini sa %n ka domino nga dili nimo makita, ug kung ipauna ang ingon niana nga domino, basin mokuha kini og trick sa ulahi; {fewer} ra ang mapildi sa imong {mine}</numerusform>
            </translation>
        </message>
        <message>
            <source>no single fact sets the {tile} apart from your {mine}: the difference is in what each takes on average over the tiles you cannot see</source>
            <extracomment>Why the better tile rather than the user's, when both have the same chance: the hint's third column (points or tricks to come) tells them apart, shown beside it.</extracomment>
            <translation>walay usa ka kamatuoran nga nagpalahi sa {tile} gikan sa imong {mine}: ang kalainan anaa sa kung pila ang makuha sa matag usa sa kasagaran sa mga domino nga dili nimo makita</translation>
        </message>
        <message>
            <source>no single fact sets the {tile} apart from your {mine}: the difference is in the odds over the tiles you cannot see, {percent}% against {mine_percent}% with yours</source>
            <extracomment>Why the better tile rather than the user's when no fact the seat sees tells them apart; the two chances (of making, or of setting, the contract), the better tile's first: "73.2% against 67.3%".</extracomment>
            <translation>walay usa ka kamatuoran nga nagpalahi sa {tile} gikan sa imong {mine}: ang kalainan anaa sa tsansa sa mga domino nga dili nimo makita, {percent}% batok sa {mine_percent}% sa imo</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>bid {bid} (forced)</source>
            <extracomment>What the user did, after "You": "bid 30 (forced)", the forced-bid rule's bid of the last seat.</extracomment>
            <translation>bid {bid} (napugos)</translation>
        </message>
        <message>
            <source>bids {bid} (forced)</source>
            <extracomment>What another seat did, after its name: "bids 30 (forced)", the forced-bid rule's bid of the last seat.</extracomment>
            <translation>nag-bid og {bid} (napugos)</translation>
        </message>
        <message>
            <source>pass</source>
            <extracomment>What the user did, after "You" in the review's seat column.</extracomment>
            <translation>mipasa</translation>
        </message>
        <message>
            <source>passes</source>
            <translation>mipasa</translation>
        </message>
        <message>
            <source>bid to shoot the moon</source>
            <extracomment>What the user did in Moon, after "You" in the review's seat column: the bid of 21.</extracomment>
            <translation>nag-bid og shoot the moon</translation>
        </message>
        <message>
            <source>bids to shoot the moon</source>
            <translation>nag-bid og shoot the moon</translation>
        </message>
        <message>
            <source>bid {bid}</source>
            <extracomment>What the user did, after "You": "bid 30".</extracomment>
            <translation>nag-bid og {bid}</translation>
        </message>
        <message>
            <source>bids {bid}</source>
            <extracomment>What another seat did, after its name: "bids 30".</extracomment>
            <translation>nag-bid og {bid}</translation>
        </message>
        <message>
            <source>lay the {tile} away</source>
            <translation>gitabi ang {tile}</translation>
        </message>
        <message>
            <source>lays the {tile} away</source>
            <extracomment>What another seat did with Moon's widow, after its name: "lays the 6-1 away".</extracomment>
            <translation>mitabi sa {tile}</translation>
        </message>
        <message>
            <source>lay the hand down: every tile is sure to win</source>
            <translation>mibukhad: siguradong modaog ang matag domino</translation>
        </message>
        <message>
            <source>lays the hand down: every tile is sure to win</source>
            <translation>mibukhad: siguradong modaog ang matag domino</translation>
        </message>
        <message>
            <source>play {tile}</source>
            <translation>mibutang og {tile}</translation>
        </message>
        <message>
            <source>plays {tile}</source>
            <translation>mibutang og {tile}</translation>
        </message>
        <message>
            <source>everyone else passed: you had to bid</source>
            <extracomment>Why the user's bid was right: under the house rule the last to bid must bid when all others pass.</extracomment>
            <translation>mipasa ang tanan: kinahanglan kang mo-bid</translation>
        </message>
        <message>
            <source>{contract} ({percent}% to make)</source>
            <extracomment>The better trump in the hand review, and its chance: "sixes (72% to make)".</extracomment>
            <translation>{contract} ({percent}% nga matuman)</translation>
        </message>
        <message>
            <source>The {tile} may be as good as the {best} the hint recommends: the hint's sampled deals are too few to tell the two apart.</source>
            <extracomment>{tile} is the user's tile, {best} the tile the hint recommends; the hint's chances come from sampled deals.</extracomment>
            <translation>Ang {tile} mahimong parehas ka maayo sa {best} nga girekomenda sa tambag: gamay ra kaayo ang gi-sample nga mga bahin sa tambag aron mailhan ang duha.</translation>
        </message>
        <message>
            <source>{tile} ({tricks} tricks to come on average)</source>
            <extracomment>The better tile of a Moon play once the bid is decided: "6-2 (1.3 tricks to come on average)".</extracomment>
            <translation>{tile} ({tricks} ka trick pa sa kasagaran)</translation>
        </message>
        <message>
            <source>{tile} rather than {mine_tile}: {percent}% against {mine_percent}% to make, {tricks} against {mine_tricks} tricks on average, worth {worth} against {mine} game points</source>
            <extracomment>The better tile to lay away in Moon against the user's, each figure as the widow hint's table shows it, the better tile's first: "6-2 rather than 6-5: 82% against 72% to make, 6.0 against 6.7 tricks on average, worth +3.34 against +2.51 game points".</extracomment>
            <translation>{tile} imbes sa {mine_tile}: {percent}% batok {mine_percent}% nga matuman, {tricks} batok {mine_tricks} ka trick sa kasagaran, bili {worth} batok {mine} ka puntos sa dula</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to make)</source>
            <translation>{tile} ({percent}% nga matuman)</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to set)</source>
            <translation>{tile} ({percent}% nga mapakyas)</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to make): {reason}</source>
            <extracomment>{reason} is why the tile is better: "the 6-6 is a walker: no one can beat it in sixes now".</extracomment>
            <translation>{tile} ({percent}% nga matuman): {reason}</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to set): {reason}</source>
            <translation>{tile} ({percent}% nga mapakyas): {reason}</translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n trick(s) on average if the hand is played out</source>
            <translation>
                <numerusform>ang {tile} makawala og mga %n trick sa kasagaran kon dulaon ang kamot hangtod sa katapusan</numerusform>
                <numerusform>ang {tile} makawala og mga %n trick sa kasagaran kon dulaon ang kamot hangtod sa katapusan</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n point(s) on average if the hand is played out</source>
            <translation>
                <numerusform>ang {tile} makawala og mga %n puntos sa kasagaran kon dulaon ang kamot hangtod sa katapusan</numerusform>
                <numerusform>ang {tile} makawala og mga %n puntos sa kasagaran kon dulaon ang kamot hangtod sa katapusan</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n trick(s) on average</source>
            <translation>
                <numerusform>ang {tile} makawala og mga %n trick sa kasagaran</numerusform>
                <numerusform>ang {tile} makawala og mga %n trick sa kasagaran</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n point(s) on average</source>
            <translation>
                <numerusform>ang {tile} makawala og mga %n puntos sa kasagaran</numerusform>
                <numerusform>ang {tile} makawala og mga %n puntos sa kasagaran</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} gave {seat} {points}</source>
            <extracomment>The user's count tile went to an opponent: "the 4-1 gave West 5 points".</extracomment>
            <translation>ang {tile} mihatag og {points} sa {seat}</translation>
        </message>
    </context>
    <context>
        <name>session</name>
        <message>
            <source>The {tile} came from the widow: lay a tile away</source>
            <translation>Gikan sa sobra ang {tile}: itabi ang usa ka domino</translation>
        </message>
        <message>
            <source>You took the widow: lay a tile away</source>
            <translation>Gikuha nimo ang sobra: itabi ang usa ka domino</translation>
        </message>
        <message>
            <source>Your lead</source>
            <translation>Ikaw ang mag-una</translation>
        </message>
        <message>
            <source>Your play</source>
            <translation>Imong tira</translation>
        </message>
        <message>
            <source>{seat} to bid…</source>
            <translation>{seat} ang mo-bid…</translation>
        </message>
        <message>
            <source>{seat} to name trump…</source>
            <translation>{seat} ang mopili sa trump…</translation>
        </message>
        <message>
            <source>{seat} to take the widow…</source>
            <translation>{seat} ang mokuha sa sobra…</translation>
        </message>
        <message>
            <source>{seat} to play…</source>
            <translation>{seat} ang modula…</translation>
        </message>
        <message>
            <source>Seat {seat}</source>
            <translation>Lingkoranan {seat}</translation>
        </message>
        <message>
            <source>{variant} needs {n} seats, got {got}</source>
            <translation>ang {variant} nagkinahanglan og {n} ka lingkoranan, apan {got} ang nadawat</translation>
        </message>
        <message>
            <source>one human seat at most</source>
            <translation>usa ra ka tawo nga magdudula labing daghan</translation>
        </message>
        <message>
            <source>Undo is off in this game.</source>
            <translation>Naka-off ang bawi niini nga dula.</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>Walay mabawi.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Dili pa nimo tira.</translation>
        </message>
        <message>
            <source>No seat may act: the hand is in the {phase} phase.</source>
            <translation>Walay makalihok: ang hugna anaa sa yugto sa {phase}.</translation>
        </message>
        <message>
            <source>You cannot bid now: it is the {phase} phase.</source>
            <translation>Dili ka maka-bid karon: yugto na karon sa {phase}.</translation>
        </message>
        <message>
            <source>You cannot name trump now: it is the {phase} phase.</source>
            <translation>Dili ka makapili og trump karon: yugto na karon sa {phase}.</translation>
        </message>
        <message>
            <source>You cannot discard now: it is the {phase} phase.</source>
            <translation>Dili ka makatabi og domino karon: yugto na karon sa {phase}.</translation>
        </message>
        <message>
            <source>You cannot play a tile now: it is the {phase} phase.</source>
            <translation>Dili ka makabutang og domino karon: yugto na karon sa {phase}.</translation>
        </message>
        <message>
            <source>You cannot lay down now: it is the {phase} phase.</source>
            <translation>Dili ka makabukhad karon: yugto na karon sa {phase}.</translation>
        </message>
        <message>
            <source>You do not hold {tile}.</source>
            <translation>Wala kanimo ang {tile}.</translation>
        </message>
        <message>
            <source>You must play the tile closest to 7 (you hold {held}).</source>
            <translation>Kinahanglan nimong ibutang ang domino nga pinakaduol sa 7 (imong gihawiran: {held}).</translation>
        </message>
        <message>
            <source>You must follow {suit} (you hold {held}).</source>
            <translation>Kinahanglan kang mosunod sa {suit} (imong gihawiran: {held}).</translation>
        </message>
        <message>
            <source>You may not pass: everyone else passed, so the last bidder must bid {minimum}.</source>
            <translation>Dili ka puwedeng mopasa: mipasa ang tanang uban, busa kinahanglang mo-bid og {minimum} ang kataposang mo-bid.</translation>
        </message>
        <message>
            <source>You are forced to bid the minimum, {minimum}.</source>
            <translation>Gipugos ka nga mo-bid sa minimum, {minimum}.</translation>
        </message>
        <message>
            <source>A Plunge needs at least {need} doubles; you hold {have}.</source>
            <translation>Ang Plunge nagkinahanglan og labing menos {need} ka doble; {have} ra ang imo.</translation>
        </message>
        <message>
            <source>A Splash needs at least {need} doubles; you hold {have}.</source>
            <translation>Ang Splash nagkinahanglan og labing menos {need} ka doble; {have} ra ang imo.</translation>
        </message>
        <message>
            <source>You cannot lay down now: only the player to lead may, before the trick.</source>
            <translation>Dili ka makabukhad karon: ang mag-una ra ang puwede, sa dili pa magsugod ang trick.</translation>
        </message>
        <message>
            <source>You cannot lay down: {reason}.</source>
            <translation>Dili ka makabukhad: {reason}.</translation>
        </message>
        <message>
            <source>A Moon bid is {minimum} to {tricks} tricks or {shot} (shoot the moon), not {value}.</source>
            <translation>Ang bid sa Moon kay {minimum} hangtod {tricks} ka trick o {shot} (shoot the moon), dili {value}.</translation>
        </message>
        <message>
            <source>Bid {value} must beat the high bid of {high}.</source>
            <translation>Ang bid nga {value} kinahanglang labaw sa pinakataas nga bid nga {high}.</translation>
        </message>
        <message>
            <source>Bid {value} is below the minimum bid of {minimum}.</source>
            <translation>Ang bid nga {value} ubos sa minimum nga bid nga {minimum}.</translation>
        </message>
        <message>
            <source>Bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42.</source>
            <translation>Ang {value} dili bid: ang puntos gikan {minimum} hangtod 41, ang marka kay multiple sa 42.</translation>
        </message>
        <message>
            <source>Mark bids above 42 are not allowed (house rule: no 84).</source>
            <translation>Dili gitugotan ang bid sa marka nga labaw sa 42 (lagda sa balay: walay 84).</translation>
        </message>
        <message numerus="yes">
            <source>The highest bid is %n marks ({points}).</source>
            <translation>
                <numerusform>Ang pinakataas nga bid kay %n marka ({points}).</numerusform>
                <numerusform>Ang pinakataas nga bid kay %n marka ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>After a mark bid the next bid must be exactly one mark more ({points}).</source>
            <translation>Human sa bid sa marka, ang sunod nga bid kinahanglang eksaktong usa ka marka nga labaw ({points}).</translation>
        </message>
        <message>
            <source>The first mark bid of an auction is 1 or 2 marks (42 or 84).</source>
            <translation>Ang unang bid sa marka sa bidding kay 1 o 2 marka (42 o 84).</translation>
        </message>
        <message>
            <source>{name} is not played in this game (house rule off).</source>
            <translation>Dili gidula ang {name} niini nga dula (naka-off ang lagda sa balay).</translation>
        </message>
        <message numerus="yes">
            <source>A Plunge here is a bid of %n mark(s) ({points}).</source>
            <translation>
                <numerusform>Ang Plunge dinhi kay bid nga %n marka ({points}).</numerusform>
                <numerusform>Ang Plunge dinhi kay bid nga %n marka ({points}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A Splash here is a bid of %n mark(s) ({points}).</source>
            <translation>
                <numerusform>Ang Splash dinhi kay bid nga %n marka ({points}).</numerusform>
                <numerusform>Ang Splash dinhi kay bid nga %n marka ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} cannot be named in this game of Moon.</source>
            <translation>Dili mapili ang {contract} niini nga dula sa Moon.</translation>
        </message>
        <message>
            <source>{name} cannot be named on a plunge.</source>
            <translation>Dili puwedeng pilion ang {name} sa plunge.</translation>
        </message>
        <message>
            <source>{name} cannot be named on a splash.</source>
            <translation>Dili puwedeng pilion ang {name} sa splash.</translation>
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points}).</source>
            <translation>
                <numerusform>Ang {name} nagkinahanglan og bid nga labing menos %n marka ({points}).</numerusform>
                <numerusform>Ang {name} nagkinahanglan og bid nga labing menos %n marka ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} is not allowed here.</source>
            <translation>Dili gitugotan dinhi ang {contract}.</translation>
        </message>
        <message>
            <source>{reason}.</source>
            <extracomment>A message from the game engine said to the user; {reason} starts in lower case.</extracomment>
            <translation>{reason}.</translation>
        </message>
        <message>
            <source>Wait for the other players: it is not your move yet.</source>
            <translation>Hulata ang ubang magdudula: dili pa nimo tira.</translation>
        </message>
        <message>
            <source>Laying down is right here too: every tile you hold is sure to win. This lesson plays the tricks out to show why: read the card again.</source>
            <translation>Husto usab dinhi ang pag-ibukhad: ang matag domino nga imong gihawiran siguradong modaog. Kini nga leksiyon magdula sa mga trick aron ipakita kung ngano: basaha pag-usab ang kard.</translation>
        </message>
        <message>
            <source>That is not this lesson's move: read the card again.</source>
            <translation>Dili kana ang tira niini nga leksiyon: basaha pag-usab ang kard.</translation>
        </message>
    </context>
    <context>
        <name>stats</name>
        <message>
            <source>another program is using it</source>
            <translation>gigamit kini sa laing programa</translation>
        </message>
        <message>
            <source>it may not be written</source>
            <translation>dili kini tugotan nga sulatan</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>dili kini maablihan</translation>
        </message>
        <message>
            <source>Statistics cannot be kept in this session ({error}); the statistics file is left as it is.</source>
            <translation>Dili matipigan ang estadistika niini nga sesyon ({error}); wala gihilabti ang file sa estadistika.</translation>
        </message>
        <message>
            <source>The statistics file was written by a newer version of Texas 42 (schema {version}); it was moved to {file} and new statistics were started.</source>
            <translation>Ang file sa estadistika gisulat sa mas bag-ong bersyon sa Texas 42 (schema {version}); gibalhin kini sa {file} ug nagsugod og bag-ong estadistika.</translation>
        </message>
        <message>
            <source>The statistics file was damaged ({error}); it was moved to {file} and new statistics were started.</source>
            <translation>Nadaot ang file sa estadistika ({error}); gibalhin kini sa {file} ug nagsugod og bag-ong estadistika.</translation>
        </message>
        <message>
            <source>Statistics could not be saved ({error}); the game goes on.</source>
            <translation>Dili matipigan ang estadistika ({error}); magpadayon ang dula.</translation>
        </message>
    </context>
</TS>
