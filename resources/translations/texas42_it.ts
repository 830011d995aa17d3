<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
    <context>
        <name>A11y</name>
        <message>
            <source>{table} columns</source>
            <translation>{table}: colonne</translation>
        </message>
        <message>
            <source>{table} rows</source>
            <translation>{table}: righe</translation>
        </message>
        <message>
            <source>{table}: select all</source>
            <translation>{table}: seleziona tutto</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>Not used in {game}</source>
            <translation>Non usata in {game}</translation>
        </message>
        <message>
            <source>Analyze a hand</source>
            <translation>Analizza una mano</translation>
        </message>
        <message>
            <source>The game on the table</source>
            <translation>La partita sul tavolo</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Regole</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <translation>Le tue tessere</translation>
        </message>
        <message>
            <source>Your &amp;tiles</source>
            <translation>Le tue &amp;tessere</translation>
        </message>
        <message>
            <source>You &amp;bid</source>
            <translation>&amp;Offri per</translation>
        </message>
        <message>
            <source>in order, e.g. {pass_} 30</source>
            <translation>in ordine, ad es. {pass_} 30</translation>
        </message>
        <message>
            <source>Bids before yours</source>
            <translation>Offerte prima della tua</translation>
        </message>
        <message>
            <source>Bids before &amp;yours</source>
            <translation>Offerte &amp;prima della tua</translation>
        </message>
        <message>
            <source>The other hands (optional)</source>
            <translation>Le altre mani (facoltativo)</translation>
        </message>
        <message>
            <source>&amp;Analyze</source>
            <translation>&amp;Analizza</translation>
        </message>
        <message>
            <source>&amp;Save as .t42…</source>
            <translation>&amp;Salva come .t42…</translation>
        </message>
        <message>
            <source>Enter your tiles and press Analyze.</source>
            <translation>Inserisci le tue tessere e premi Analizza.</translation>
        </message>
        <message>
            <source>first</source>
            <translation>per primo</translation>
        </message>
        <message>
            <source>second</source>
            <translation>per secondo</translation>
        </message>
        <message>
            <source>third</source>
            <translation>per terzo</translation>
        </message>
        <message>
            <source>fourth</source>
            <translation>per quarto</translation>
        </message>
        <message>
            <source>Type your tiles, as in {example}, or pick them below.</source>
            <translation>Scrivi le tue tessere, come {example}, o sceglile qui sotto.</translation>
        </message>
        <message>
            <source>The entries changed: press Analyze for the hand as it is now.</source>
            <translation>I dati sono cambiati: premi Analizza per la mano com'è ora.</translation>
        </message>
        <message>
            <source>The hand could not be analyzed: {error}</source>
            <translation>Impossibile analizzare la mano: {error}</translation>
        </message>
        <message>
            <source>{contract} {value}</source>
            <translation>{contract} {value}</translation>
        </message>
        <message>
            <source>With every hand open, perfect play and every trick played out, you bidding and leading take: {list}.</source>
            <translation>Con tutte le mani scoperte, gioco perfetto e ogni presa giocata fino in fondo, offrendo e uscendo tu, prendi: {list}.</translation>
        </message>
        <message>
            <source>With every hand open and perfect play, you bidding and leading take: {list}.</source>
            <translation>Con tutte le mani scoperte e gioco perfetto, offrendo e uscendo tu, prendi: {list}.</translation>
        </message>
        <message>
            <source>The best line with every hand open, {bid} in {contract}:</source>
            <translation>La linea migliore a mani tutte scoperte, {bid} ({contract}):</translation>
        </message>
        <message numerus="yes">
            <source>{number}. {plays} (won by {seat}, %n point(s))</source>
            <translation>
                <numerusform>{number}. {plays} (prende {seat}, %n punto)</numerusform>
                <numerusform>{number}. {plays} (prende {seat}, %n punti)</numerusform>
            </translation>
        </message>
        <message>
            <source>Save the hand</source>
            <translation>Salva la mano</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>No data yet</source>
            <translation>Ancora nessun dato</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>It is not your turn.</source>
            <translation>Non tocca a te.</translation>
        </message>
        <message>
            <source>The hint failed: {error}</source>
            <translation>Suggerimento non riuscito: {error}</translation>
        </message>
        <message>
            <source>The computer player failed: {error}</source>
            <translation>Errore del giocatore del computer: {error}</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>&amp;Minimum bid</source>
            <translation>Offerta &amp;minima</translation>
        </message>
        <message>
            <source>Mark bids (&amp;84 and up)</source>
            <translation>Offerte a segni (84 e o&amp;ltre)</translation>
        </message>
        <message>
            <source>Raising a mar&amp;k bid</source>
            <translation>Al&amp;zare un'offerta a segni</translation>
        </message>
        <message>
            <source>&amp;When everyone passes</source>
            <translation>&amp;Quando passano tutti</translation>
        </message>
        <message>
            <source>&amp;First to bid</source>
            <translation>&amp;Primo a offrire</translation>
        </message>
        <message>
            <source>F&amp;ollow-me doubles</source>
            <translation>Doppi nel seguimi (&amp;B)</translation>
        </message>
        <message>
            <source>End &amp;the hand once decided</source>
            <translation>Chiudere la mano appena è decisa (&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Score in</source>
            <translation>Punt&amp;eggio</translation>
        </message>
        <message>
            <source>&amp;Play to</source>
            <translation>Si gioca &amp;fino a</translation>
        </message>
        <message>
            <source>&amp;Nello</source>
            <translation>&amp;Nello</translation>
        </message>
        <message>
            <source>Se&amp;vens</source>
            <translation>&amp;Sette</translation>
        </message>
        <message>
            <source>Pl&amp;unge</source>
            <translation>&amp;Tuffo</translation>
        </message>
        <message>
            <source>Spl&amp;ash</source>
            <translation>T&amp;uffetto</translation>
        </message>
        <message>
            <source>A forced &amp;bidder may call a special</source>
            <translation>Chi è obbligato a offrire
può chiamare un contratto speciale (&amp;W)</translation>
        </message>
        <message>
            <source>Widow e&amp;xchange</source>
            <translation>Scambio della &amp;tessera in più</translation>
        </message>
        <message>
            <source>Doubles may be &amp;trump</source>
            <translation>I doppi &amp;possono essere briscola</translation>
        </message>
        <message>
            <source>&amp;Follow-me allowed</source>
            <translation>&amp;Seguimi permesso</translation>
        </message>
        <message>
            <source>A &amp;set bidder</source>
            <translation>Chi &amp;va sotto</translation>
        </message>
        <message>
            <source>A made m&amp;oon wins at any score</source>
            <translation>&amp;La luna riuscita vince sempre</translation>
        </message>
        <message>
            <source>&amp;Lay down a sure hand</source>
            <translation>&amp;Calare una mano sicura</translation>
        </message>
        <message>
            <source>The player to lead may show their hand and take every remaining trick when each tile they hold is sure to win it, whatever the others hold.</source>
            <translation>Chi apre può mostrare la sua mano e prendere tutte le prese rimaste quando ogni tessera che ha in mano vincerà di sicuro la sua presa, qualunque cosa abbiano gli altri.</translation>
        </message>
        <message>
            <source>The lowest point bid allowed (30 in tournament play).</source>
            <translation>L'offerta a punti più bassa permessa (30 nei tornei).</translation>
        </message>
        <message>
            <source>Whether bids of 2 marks (84) or more are allowed; when off, 42 (1 mark) is the top bid.</source>
            <translation>Se sono permesse le offerte di 2 segni (84) o più; se no, 42 (1 segno) è l'offerta massima.</translation>
        </message>
        <message>
            <source>After the first mark bid, each later one raises it by exactly one mark, or by any number.</source>
            <translation>Dopo la prima offerta a segni, ogni offerta successiva la alza di un segno esatto, oppure di quanti segni si vuole.</translation>
        </message>
        <message>
            <source>Who bids first on the first hand of a game: the player left of the shaker, or whoever holds the 1-0.</source>
            <translation>Chi offre per primo nella prima mano di una partita: il giocatore alla sinistra del mazziere, oppure chi ha l'1-0.</translation>
        </message>
        <message>
            <source>In follow-me (no trump), whether a double is the highest or the lowest tile of its suit.</source>
            <translation>Nel seguimi (senza briscola), se un doppio è la tessera più alta o la più bassa del suo seme.</translation>
        </message>
        <message>
            <source>Stop a hand as soon as the bid is made or set, instead of playing all seven tricks. A points game plays them all: each point counts.</source>
            <translation>Chiudere la mano appena l'offerta è mantenuta o è andata sotto, invece di giocare tutte e sette le prese. A punti si giocano tutte: ogni punto conta.</translation>
        </message>
        <message>
            <source>The score that wins the game.</source>
            <translation>Il punteggio che fa vincere la partita.</translation>
        </message>
        <message>
            <source>A bid to lose every trick; the bidder's partner sits out.</source>
            <translation>Un'offerta per perdere tutte le prese; il compagno dell'offerente resta fuori.</translation>
        </message>
        <message>
            <source>Each player must play the tile closest to seven pips; the bidders must take every trick.</source>
            <translation>Ogni giocatore deve giocare la tessera più vicina a sette pallini; gli offerenti devono fare tutte le prese.</translation>
        </message>
        <message>
            <source>With four doubles or more, bid 4 marks or more; your partner names trump and leads.</source>
            <translation>Con quattro doppi o più, offri 4 segni o più; il tuo compagno chiama la briscola e apre.</translation>
        </message>
        <message>
            <source>Like Plunge with three doubles or more, from 2 marks.</source>
            <translation>Come il Tuffo, con tre doppi o più, da 2 segni.</translation>
        </message>
        <message>
            <source>&amp;Hide won tricks on bids of 84 and up</source>
            <translation>Prese coperte nelle offerte da 84 in su (&amp;J)</translation>
        </message>
        <message>
            <source>When the first three players pass: the last player to bid must bid the minimum, or the tiles are shaken again. The last is the shaker, or, on a first hand the holder of the 1-0 opens, the player on their right.</source>
            <translation>Quando i primi tre giocatori passano: l'ultimo a offrire deve offrire il minimo, oppure si rimescolano le tessere. L'ultimo è il mazziere o, nella prima mano aperta da chi ha l'1-0, il giocatore alla sua destra.</translation>
        </message>
        <message>
            <source>Score marks or points; the game is won at the score set in "Play to".</source>
            <translation>Punteggio a segni o a punti; la partita si vince al punteggio scelto in "Si gioca fino a".</translation>
        </message>
        <message>
            <source>On a bid of 84 (2 marks) or more, won tricks are stacked face down so nobody can look back; on a bid of 42 they stay face up.</source>
            <translation>Con un'offerta di 84 (2 segni) o più, le prese vinte si impilano a faccia in giù, così nessuno può riguardarle; con un'offerta di 42 restano scoperte.</translation>
        </message>
        <message>
            <source>Whether the last player, forced to bid after everyone passed, may call Nello or Sevens.</source>
            <translation>Se l'ultimo giocatore, obbligato a offrire dopo che tutti hanno passato, può chiamare Nello o Sette.</translation>
        </message>
        <message>
            <source>Whether the bidder takes the widow before or after naming trump.</source>
            <translation>Se l'offerente prende la tessera in più prima o dopo aver chiamato la briscola.</translation>
        </message>
        <message>
            <source>Whether the bidder may name doubles as trump.</source>
            <translation>Se l'offerente può chiamare briscola i doppi.</translation>
        </message>
        <message>
            <source>Whether the bidder may name follow-me (no trump).</source>
            <translation>Se l'offerente può chiamare seguimi (senza briscola).</translation>
        </message>
        <message>
            <source>What a set bidder scores: minus the bid, or nothing while each opponent gains the bid.</source>
            <translation>Quanto segna chi va sotto: perde i punti dell'offerta, oppure fa 0 punti mentre ogni avversario guadagna i punti dell'offerta.</translation>
        </message>
        <message>
            <source>When on, shooting the moon and making it wins the game even from behind. When off, it scores 21 like any bid, which still wins from zero or more at a target of 21.</source>
            <translation>Se attiva, chi spara alla luna e ci riesce vince la partita anche se è indietro. Se disattiva, la luna vale 21 come ogni altra offerta, e con un traguardo di 21 fa comunque vincere chi parte da zero o più.</translation>
        </message>
        <message>
            <source>When the first two players pass: the shaker must bid the minimum, or the tiles are shaken again.</source>
            <translation>Quando i primi due giocatori passano: il mazziere deve offrire il minimo, oppure si rimescolano le tessere.</translation>
        </message>
        <message>
            <source>Who bids first on the first hand of a game: the player left of the shaker (42 for three has no 1-0).</source>
            <translation>Chi offre per primo nella prima mano di una partita: il giocatore alla sinistra del mazziere (il 42 a tre non ha l'1-0).</translation>
        </message>
        <message>
            <source>Stop a hand as soon as the bid is made or set, instead of playing all nine tricks. A points game plays them all: each point counts.</source>
            <translation>Chiudere la mano appena l'offerta è mantenuta o è andata sotto, invece di giocare tutte e nove le prese. A punti si giocano tutte: ogni punto conta.</translation>
        </message>
        <message>
            <source>A bid to lose every trick, against both other players.</source>
            <translation>Un'offerta per perdere tutte le prese, contro entrambi gli altri giocatori.</translation>
        </message>
        <message>
            <source>Each player must play the tile closest to seven pips; the bidder must take every trick.</source>
            <translation>Ogni giocatore deve giocare la tessera più vicina a sette pallini; l'offerente deve fare tutte le prese.</translation>
        </message>
        <message>
            <source>The lowest bid allowed, in tricks: 3, 4 (the usual) or 5.</source>
            <translation>L'offerta più bassa permessa, in prese: 3, 4 (la solita) o 5.</translation>
        </message>
        <message>
            <source>When the first two players pass: the last player must bid the minimum, or the tiles are dealt again.</source>
            <translation>Quando i primi due giocatori passano: l'ultimo giocatore deve offrire il minimo, oppure si ridistribuiscono le tessere.</translation>
        </message>
        <message>
            <source>Not available: mark bids (84 and up) are off.</source>
            <translation>Non disponibile: le offerte a segni (84 e oltre) sono disattivate.</translation>
        </message>
        <message>
            <source>Not available: neither Nello nor Sevens is allowed.</source>
            <translation>Non disponibile: né Nello né Sette sono permessi.</translation>
        </message>
        <message>
            <source>Not available: nobody is forced to bid; when everyone passes, the tiles are shaken again.</source>
            <translation>Non disponibile: nessuno è obbligato a offrire; quando tutti passano, si rimescolano le tessere.</translation>
        </message>
        <message>
            <source>Not available: a points game plays every trick.</source>
            <translation>Non disponibile: una partita a punti gioca ogni presa.</translation>
        </message>
        <message>
            <source>Not available: a made moon wins anyway. A set bidder scores 0, so no score is below zero, and the target is 21 or less.</source>
            <translation>Non disponibile: chi spara alla luna e ci riesce vince comunque. Chi va sotto fa 0 punti, quindi nessun punteggio è sotto zero, e il traguardo è 21 o meno.</translation>
        </message>
        <message>
            <source>one mark at a time</source>
            <translation>un segno alla volta</translation>
        </message>
        <message>
            <source>any jump</source>
            <translation>salto libero</translation>
        </message>
        <message>
            <source>last seat must bid</source>
            <translation>l'ultimo deve offrire</translation>
        </message>
        <message>
            <source>shake again</source>
            <translation>si rimescola</translation>
        </message>
        <message>
            <source>deal again</source>
            <translation>si ridistribuisce</translation>
        </message>
        <message>
            <source>left of the shaker</source>
            <translation>a sinistra del mazziere</translation>
        </message>
        <message>
            <source>holder of the 1-0</source>
            <translation>chi ha l'1-0</translation>
        </message>
        <message>
            <source>high</source>
            <translation>alti</translation>
        </message>
        <message>
            <source>low</source>
            <translation>bassi</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>a segni</translation>
        </message>
        <message>
            <source>points</source>
            <translation>a punti</translation>
        </message>
        <message>
            <source>before naming trump</source>
            <translation>prima di chiamare la briscola</translation>
        </message>
        <message>
            <source>after naming trump</source>
            <translation>dopo aver chiamato la briscola</translation>
        </message>
        <message>
            <source>loses the bid</source>
            <translation>perde i punti dell'offerta</translation>
        </message>
        <message>
            <source>scores 0; opponents gain the bid</source>
            <translation>fa 0 punti; gli avversari guadagnano l'offerta</translation>
        </message>
        <message>
            <source>their own suit</source>
            <translation>seme a parte</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tu</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Ovest</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Compagno</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Est</translation>
        </message>
        <message>
            <source>{rule} allowed</source>
            <translation>{rule} permesso</translation>
        </message>
        <message>
            <source>{rule}: least number of marks</source>
            <translation>{rule}: numero minimo di segni</translation>
        </message>
        <message>
            <source>{rule}: doubles</source>
            <translation>{rule}: doppi</translation>
        </message>
        <message>
            <source>allowed</source>
            <translation>permesso</translation>
        </message>
        <message>
            <source>doubles {value}</source>
            <translation>doppi: {value}</translation>
        </message>
        <message numerus="yes">
            <source>from %n mark(s)</source>
            <translation>
                <numerusform>da %n segno</numerusform>
                <numerusform>da %n segni</numerusform>
            </translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <source>A set of house rules; changing any rule below shows "Custom".</source>
            <translation>Un insieme di varianti; se cambi una regola qui sotto compare «Personalizzate».</translation>
        </message>
        <message>
            <source>random</source>
            <translation>casuale</translation>
        </message>
        <message>
            <source>Leave empty for random deals, or enter a number to replay or share the same deals.</source>
            <translation>Lascia vuoto per distribuzioni casuali, oppure inserisci un numero per rigiocare o condividere le stesse distribuzioni.</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Varianti</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Gioco</translation>
        </message>
        <message>
            <source>&amp;Rule preset</source>
            <translation>&amp;Regole predefinite</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>G&amp;iocatori</translation>
        </message>
        <message>
            <source>Deal s&amp;eed</source>
            <translation>Numero della distribuzione (&amp;K)</translation>
        </message>
        <message>
            <source>Pract&amp;ice: hints and undo allowed</source>
            <translation>Allenamento: suggerimenti e annulla permessi (&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Deal</source>
            <translation>&amp;Distribuisci</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personalizzate</translation>
        </message>
        <message>
            <source>Your seat</source>
            <translation>Il tuo posto</translation>
        </message>
        <message>
            <source>you play it</source>
            <translation>lo giochi tu</translation>
        </message>
        <message>
            <source>{name} (you)</source>
            <translation>{name} (tu)</translation>
        </message>
        <message>
            <source>{name} (computer)</source>
            <translation>{name} (computer)</translation>
        </message>
        <message>
            <source>{name}'s level</source>
            <translation>Livello di {name}</translation>
        </message>
        <message>
            <source>How strongly this computer player bids and plays.</source>
            <translation>Quanto bene offre e gioca questo giocatore del computer.</translation>
        </message>
        <message>
            <source>The deal seed must be a whole number (up to 18 digits), or empty for random deals.</source>
            <translation>Il numero della distribuzione deve essere un numero intero (fino a 18 cifre), oppure vuoto per distribuzioni casuali.</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Preferenze</translation>
        </message>
        <message>
            <source>Your name at the table, from the next game.</source>
            <translation>Il tuo nome al tavolo, dalla prossima partita.</translation>
        </message>
        <message>
            <source>Put the costly bids and plays of your Texas 42 &amp;games in My mistakes</source>
            <translation>Metti le offerte e le giocate costose delle tue &amp;partite di Texas 42 in I miei errori</translation>
        </message>
        <message>
            <source>Each finished hand of your games of Texas 42 scored in marks is reviewed in the background; what it grades costly comes back in Practice &gt; My mistakes. Moon, 42 for three and games scored in points are not reviewed for it.</source>
            <translation>Ogni mano finita delle tue partite di Texas 42 a segni viene rivista in sottofondo; ciò che risulta costoso torna in Allenamento &gt; I miei errori. Moon, 42 a tre e le partite a punti non vengono riviste per questo.</translation>
        </message>
        <message>
            <source>System ({language})</source>
            <translation>Sistema ({language})</translation>
        </message>
        <message>
            <source>Offer &amp;hints and undo in new games</source>
            <translation>&amp;Suggerimenti e annulla nelle nuove partite</translation>
        </message>
        <message>
            <source>The language of the app. A new one takes a restart, which OK offers; your game is kept.</source>
            <translation>La lingua dell'app. Una nuova lingua richiede un riavvio, che OK propone; la tua partita viene conservata.</translation>
        </message>
        <message>
            <source>OK offers to restart the app in this language now; your game is kept.</source>
            <translation>OK propone di riavviare subito l'app in questa lingua; la tua partita viene conservata.</translation>
        </message>
        <message>
            <source>&amp;Your name</source>
            <translation>&amp;Il tuo nome</translation>
        </message>
        <message>
            <source>&amp;Tiles</source>
            <translation>&amp;Tessere</translation>
        </message>
        <message>
            <source>&amp;Animation</source>
            <translation>A&amp;nimazione</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Lingua</translation>
        </message>
        <message>
            <source>native (C)</source>
            <translation>nativo (C)</translation>
        </message>
        <message>
            <source>Python (slower)</source>
            <translation>Python (più lento)</translation>
        </message>
        <message>
            <source>Texas 42, Moon and 42 for three against computer players that bid and play like strong humans.</source>
            <translation>Texas 42, Moon e 42 a tre contro giocatori del computer che offrono e giocano come forti giocatori umani.</translation>
        </message>
        <message>
            <source>Solver: {backend}.</source>
            <translation>Risolutore: {backend}.</translation>
        </message>
        <message>
            <source>Open source; the rules and the game record format are documented in the app.</source>
            <translation>Open source; le regole e il formato di registrazione delle partite sono descritti nell'app.</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Normal</source>
            <comment>level</comment>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Esperto</translation>
        </message>
        <message>
            <source>Easy: plays by rules of thumb and looks no further. A table for beginners.</source>
            <translation>Facile: gioca con regole empiriche e non guarda oltre. Un tavolo per principianti.</translation>
        </message>
        <message>
            <source>Normal: weighs a dozen possible deals of the hidden tiles for each play, and sometimes misjudges a close choice.</source>
            <translation>Normale: per ogni giocata valuta una dozzina di distribuzioni possibili delle tessere nascoste, e a volte valuta male una scelta incerta.</translation>
        </message>
        <message>
            <source>Hard: weighs about a hundred possible deals for each play and bid, without slips.</source>
            <translation>Difficile: per ogni giocata e offerta valuta circa cento distribuzioni possibili, senza sbagli.</translation>
        </message>
        <message>
            <source>Expert: bids as Hard does; in play it weighs more deals, more still where the choice is close, reads the count the last player to each trick throws or keeps, and prefers plays that leave room for the guesses still to come. A little slower.</source>
            <translation>Esperto: offre come Difficile; nel gioco valuta più distribuzioni, ancora di più quando la scelta è incerta, legge i carichi che l'ultimo giocatore di ogni presa dà o trattiene e preferisce le giocate che lasciano margine alle congetture ancora da fare. Un po' più lento.</translation>
        </message>
        <message>
            <source>At Texas 42 it wins about {games} games in 10 against Easy.</source>
            <translation>A Texas 42 vince circa {games} partite su 10 contro Facile.</translation>
        </message>
        <message>
            <source>At Texas 42 it wins about {games} games in 10 against Easy and {normal} in 10 against Normal.</source>
            <translation>A Texas 42 vince circa {games} partite su 10 contro Facile e {normal} su 10 contro Normale.</translation>
        </message>
        <message>
            <source>At Texas 42, on {deals} deals each played both ways with a forced bid of 30, its bidders made {expert} and Hard's {hard}. In {hands} hands bid and played as usual, each played both ways, it came out ahead of Hard in {ahead} and behind in {behind}; the rest came out the same.</source>
            <translation>A Texas 42, su {deals} distribuzioni, ciascuna giocata nei due sensi con un'offerta obbligata di 30, i suoi offerenti hanno mantenuto {expert} e quelli di Difficile {hard}. Su {hands} mani con offerte e gioco normali, ciascuna giocata nei due sensi, ha fatto meglio di Difficile in {ahead} e peggio in {behind}; nelle altre il risultato è stato lo stesso.</translation>
        </message>
        <message>
            <source>At Moon, one Hard player against two Easy ones wins about {games} games in 10 (a third would be even).</source>
            <translation>A Moon, un giocatore Difficile contro due Facili vince circa {games} partite su 10 (alla pari sarebbe un terzo).</translation>
        </message>
        <message>
            <source>Off (no motion)</source>
            <translation>Nessuna (niente movimento)</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Veloce</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Classic ivory</source>
            <translation>Avorio classico</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Alto contrasto</translation>
        </message>
        <message>
            <source>Game record format (.t42)</source>
            <translation>Formato della partita registrata (.t42)</translation>
        </message>
        <message>
            <source>On this computer, texas42-record is {path}</source>
            <translation>Su questo computer, texas42-record è {path}</translation>
        </message>
        <message>
            <source>Information</source>
            <translation>Informazione</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Avviso</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Errore</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>Domanda</translation>
        </message>
        <message>
            <source>Your lesson is kept: Practice &gt; Learn to play continues it where you are.</source>
            <translation>La tua lezione viene conservata: Allenamento &gt; Impara a giocare la riprende da dove sei.</translation>
        </message>
        <message>
            <source>Your practice session is kept: the Practice menu continues it.</source>
            <translation>La tua sessione di allenamento viene conservata: il menu Allenamento la riprende.</translation>
        </message>
        <message>
            <source>Your practice session could not be kept: its answers so far are lost.</source>
            <translation>Non è stato possibile conservare la tua sessione di allenamento: le risposte date finora vanno perse.</translation>
        </message>
        <message>
            <source>Your game in progress is kept.</source>
            <translation>La tua partita in corso viene conservata.</translation>
        </message>
        <message>
            <source>Your game in progress cannot be saved: {loss}.</source>
            <translation>Non è possibile salvare la tua partita in corso: {loss}.</translation>
        </message>
        <message>
            <source>Restart Texas 42 now in {language}?</source>
            <translation>Riavviare ora Texas 42 in {language}?</translation>
        </message>
        <message>
            <source>&amp;Restart now</source>
            <translation>&amp;Riavvia ora</translation>
        </message>
        <message>
            <source>&amp;Later</source>
            <translation>&amp;Più tardi</translation>
        </message>
    </context>
    <context>
        <name>GameRules</name>
        <message>
            <source>The New game dialog's set of house rules these are, or Custom if they are none of its presets.</source>
            <translation>L'insieme di regole della casa della finestra Nuova partita a cui corrispondono queste regole, o Personalizzate se non è nessuno dei suoi insiemi.</translation>
        </message>
        <message>
            <source>{players} players, partners sitting opposite; {tiles} tiles each.</source>
            <translation>{players} giocatori, i compagni seduti uno di fronte all'altro; {tiles} tessere a testa.</translation>
        </message>
        <message>
            <source>{players} players, each playing alone; {tiles} tiles each, and one face down as the widow.</source>
            <translation>{players} giocatori, ognuno per conto suo; {tiles} tessere a testa, e una coperta come vedova.</translation>
        </message>
        <message>
            <source>{players} players, each playing alone; {tiles} tiles each.</source>
            <translation>{players} giocatori, ognuno per conto suo; {tiles} tessere a testa.</translation>
        </message>
        <message>
            <source>on</source>
            <translation>sì</translation>
        </message>
        <message>
            <source>off</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Click for the rules of this game ({key}).</source>
            <translation>Fai clic per le regole di questa partita ({key}).</translation>
        </message>
        <message>
            <source>Rules of this game</source>
            <translation>Regole di questa partita</translation>
        </message>
        <message>
            <source>The rules of the game on the table. To read about a rule on the rules page, choose it and press Read about it.</source>
            <translation>Le regole della partita sul tavolo. Per leggere di una regola nella pagina delle regole, sceglila e premi Leggi di più.</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>Regola</translation>
        </message>
        <message>
            <source>In this game</source>
            <translation>In questa partita</translation>
        </message>
        <message>
            <source>&amp;Read about it</source>
            <translation>&amp;Leggi di più</translation>
        </message>
    </context>
    <context>
        <name>HintView</name>
        <message>
            <source>On your turn, Hint (H) shows the computer's view of your choices.</source>
            <translation>Quando tocca a te, Suggerimento (H) mostra come il computer valuta le tue scelte.</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Suggerimento (H)</translation>
        </message>
        <message>
            <source>What the Hard AI would do here, and why</source>
            <translation>Che cosa farebbe qui l'IA Difficile, e perché</translation>
        </message>
        <message>
            <source>Thinking about your options…</source>
            <translation>Valutazione delle tue scelte…</translation>
        </message>
        <message>
            <source>Recommended: {bid}.</source>
            <translation>Consigliato: {bid}.</translation>
        </message>
        <message>
            <source>Quick estimate from the built-in table; refining by simulation…</source>
            <translation>Stima rapida dalla tabella integrata; affinamento con la simulazione…</translation>
        </message>
        <message numerus="yes">
            <source>Preview over %n deal(s); refining…</source>
            <translation>
                <numerusform>Anteprima su %n distribuzione; affinamento…</numerusform>
                <numerusform>Anteprima su %n distribuzioni; affinamento…</numerusform>
            </translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; widen the window, then this panel ({keys}), to see more.</source>
            <translation>I migliori {fit} contratti su {all}; allarga la finestra, poi questo pannello ({keys}), per vederne altri.</translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; the others do not fit beside the table.</source>
            <translation>I migliori {fit} contratti su {all}; gli altri non entrano accanto al tavolo.</translation>
        </message>
        <message>
            <source>Exp. {unit}</source>
            <translation>Media {unit}</translation>
        </message>
        <message>
            <source>{contract}: expected {unit} over {worlds} sampled deals</source>
            <translation>{contract}: media di {unit} su {worlds} distribuzioni simulate</translation>
        </message>
        <message>
            <source>First look (quick estimate)</source>
            <translation>Primo sguardo (stima rapida)</translation>
        </message>
        <message>
            <source>Recommended: name {contract} for your partner's bid of {bid}.</source>
            <translation>Consigliato: chiama {contract} per l'offerta di {bid} del tuo compagno.</translation>
        </message>
        <message>
            <source>Recommended: name {contract} for your bid of {bid}.</source>
            <translation>Consigliato: chiama {contract} per la tua offerta di {bid}.</translation>
        </message>
        <message>
            <source>{rules} A sure laydown is certain: 100%.</source>
            <translation>{rules} Una mano da calare sicura è certa: 100%.</translation>
        </message>
        <message>
            <source>{rules} Chances are weighed again on your hand after the widow, as the widow hint showed them: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Le probabilità sono valutate di nuovo sulla tua mano dopo la tessera in più, come le mostrava il suggerimento sullo scarto: la quota di {worlds} distribuzioni simulate mantenute a mani scoperte, meno un margine per il gioco senza vedere le altre mani; a parità, il contratto più sicuro.</translation>
        </message>
        <message>
            <source>{rules} Chances shown: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Probabilità mostrate: la quota di {worlds} distribuzioni simulate mantenute a mani scoperte, meno un margine per il gioco senza vedere le altre mani; a parità, il contratto più sicuro.</translation>
        </message>
        <message>
            <source>{rules} Chances shown are those the bid was weighed with: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Le probabilità mostrate sono quelle con cui è stata valutata l'offerta: la quota di {worlds} distribuzioni simulate mantenute a mani scoperte, meno un margine per il gioco senza vedere le altre mani; a parità, il contratto più sicuro.</translation>
        </message>
        <message>
            <source>In each deal you take the widow and lay away the tile you miss least.</source>
            <translation>In ogni distribuzione prendi la tessera in più e scarti quella che ti manca di meno.</translation>
        </message>
        <message>
            <source>{rules} Each cell: the chance used (over {worlds} sampled deals, less a margin for play without open hands) above the expected {unit}, counting the chance of being outbid; ✓ marks the best.</source>
            <translation>{rules} Ogni casella: la probabilità usata (su {worlds} distribuzioni simulate, meno un margine per il gioco senza mani scoperte) sopra i {unit} attesi, contando la probabilità di essere superati; ✓ indica la migliore.</translation>
        </message>
        <message>
            <source>The Hard AI's view ({worlds} deals, the widow taken in each): each cell is the chance, then expected {unit}; ✓ the best.</source>
            <translation>La visione dell'IA Difficile ({worlds} distribuzioni, in ognuna presa la tessera in più): ogni casella è la probabilità, poi {unit} attesi; ✓ la migliore.</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: made with open hands in {p} ± {error} of {worlds} sampled deals (one standard error)</source>
            <translation>{contract}, offerta {bid}: mantenuta a mani scoperte nel {p} ± {error} di {worlds} distribuzioni simulate (un errore standard)</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: a sure laydown, made whatever the others hold</source>
            <translation>{contract}, offerta {bid}: mano da calare sicura, mantenuta qualunque cosa abbiano gli altri</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: made with open hands in {p} ± {error} of the model's deals (one standard error)</source>
            <translation>{contract}, offerta {bid}: mantenuta a mani scoperte nel {p} ± {error} delle distribuzioni del modello (un errore standard)</translation>
        </message>
        <message>
            <source>; {p} after the margins for sampling and for play without open hands</source>
            <translation>; {p} dopo i margini per il campionamento e per il gioco senza mani scoperte</translation>
        </message>
        <message>
            <source>; worth {value} expected {unit} (kept against later bids in {keep})</source>
            <translation>; vale {value} {unit} attesi (non superata dalle offerte successive nel {keep} dei casi)</translation>
        </message>
        <message>
            <source>{choice}: {chance} to make (the chance used), worth {value} expected {unit}</source>
            <translation>{choice}: {chance} di mantenere il contratto (la probabilità usata), vale {value} {unit} attesi</translation>
        </message>
        <message>
            <source>Pass: your partner holds the bid, and bidding over it only takes the contract from your side, so passing counts as much as your best bid ({value}) and stands.</source>
            <translation>Passare: il tuo compagno ha l'offerta, e rilanciare toglierebbe il contratto solo alla tua squadra, quindi passare vale quanto la tua offerta migliore ({value}) e resta la scelta.</translation>
        </message>
        <message>
            <source>Pass: your partner holds the bid, and a bid over it must be worth more than {value} expected {unit} (a margin for its risk); none is, so passing stands.</source>
            <translation>Passare: il tuo compagno ha l'offerta, e un rilancio dovrebbe valere più di {value} {unit} attesi (un margine per il suo rischio); nessuno lo vale, quindi passare resta la scelta.</translation>
        </message>
        <message>
            <source>Pass: a bid must be worth more than {value} expected {unit} to beat passing (a margin for its risk, less what letting the opponents play costs)</source>
            <translation>Passare: un'offerta deve valere più di {value} {unit} attesi per battere il passo (un margine per il suo rischio, meno quanto costa lasciar giocare gli avversari)</translation>
        </message>
        <message>
            <source>Opponents' tricks to come</source>
            <translation>Da fare dagli avversari: prese</translation>
        </message>
        <message>
            <source>Your side's tricks to come</source>
            <translation>Da fare dalla tua parte: prese</translation>
        </message>
        <message>
            <source>Defenders' tricks to come</source>
            <translation>Da fare dai difensori: prese</translation>
        </message>
        <message>
            <source>The Hard AI's view: each tile laid away, with the trump you named.</source>
            <translation>La visione dell'IA Difficile: ogni tessera scartata, con la briscola che hai chiamato.</translation>
        </message>
        <message>
            <source>Each chance keeps a margin for play without seeing the other hands, as the trump hint's does: even a sure hand shows less than 100%.</source>
            <translation>Ogni probabilità tiene un margine per il gioco senza vedere le altre mani, come quella del suggerimento sulla briscola: anche una mano sicura mostra meno del 100%.</translation>
        </message>
        <message>
            <source>Each chance keeps a margin for play without seeing the other hands, as the trump hint's does, but for a sure laydown (100%).</source>
            <translation>Ogni probabilità tiene un margine per il gioco senza vedere le altre mani, come quella del suggerimento sulla briscola, tranne per una mano da calare sicura (100%).</translation>
        </message>
        <message>
            <source>Preview; refining…</source>
            <translation>Anteprima; sto affinando…</translation>
        </message>
        <message>
            <source>The Hard AI's view: each tile laid away, then trump named as the trump hint would.</source>
            <translation>La visione dell'IA Difficile: ogni tessera scartata, poi la briscola scelta come la sceglierebbe il suggerimento sulla briscola.</translation>
        </message>
        <message>
            <source>Recommended: lay away the {tile}.</source>
            <translation>Consigliato: scarta il {tile}.</translation>
        </message>
        <message>
            <source>Lay away</source>
            <translation>Scarta</translation>
        </message>
        <message>
            <source>Trump then</source>
            <translation>Briscola poi</translation>
        </message>
        <message>
            <source>Your tricks</source>
            <translation>Tue prese</translation>
        </message>
        <message>
            <source>Worth</source>
            <translation>Valore</translation>
        </message>
        <message>
            <source>Game points: the bid won or lost at that chance, less half the tricks left to the other two players</source>
            <translation>Punti di partita: l'offerta vinta o persa con quella probabilità, meno metà delle prese lasciate agli altri due giocatori</translation>
        </message>
        <message>
            <source>Your tricks to come</source>
            <translation>Da fare: prese</translation>
        </message>
        <message>
            <source>The bid is decided: the tricks you take in the rest of the hand, on average, after this tile</source>
            <translation>L'offerta è già decisa: media delle prese che fai ancora nel resto della mano, dopo questa tessera</translation>
        </message>
        <message>
            <source>The tricks the opponents take in the rest of the hand, on average, after this tile (the Nello makes if they take every one)</source>
            <translation>Media delle prese che fanno gli avversari nel resto della mano, dopo questa tessera (il Nello riesce se le fanno tutte)</translation>
        </message>
        <message>
            <source>The tricks your side takes in the rest of the hand, on average, after this tile (fewer is better for you: the Nello fails if its bidder takes one)</source>
            <translation>Media delle prese che fa la tua parte nel resto della mano, dopo questa tessera (meno è meglio per te: il Nello fallisce se chi l'ha chiamato fa una presa)</translation>
        </message>
        <message>
            <source>; recommended</source>
            <translation>; consigliato</translation>
        </message>
        <message>
            <source>{choice}: worth {value} expected {unit}</source>
            <translation>{choice}: vale {value} {unit} attesi</translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; widen this panel ({keys}) to see more.</source>
            <translation>I migliori {fit} contratti su {all}; allarga questo pannello ({keys}) per vederne altri.</translation>
        </message>
        <message>
            <source>The best contracts first; scroll sideways to see all {all}.</source>
            <translation>Prima i contratti migliori; scorri di lato per vederli tutti e {all}.</translation>
        </message>
        <message>
            <source>The Hard AI's view ({worlds} deals): each cell is the chance, then expected {unit}; ✓ the best.</source>
            <translation>La visione dell'IA Difficile ({worlds} distribuzioni): ogni casella è la probabilità, poi {unit} attesi; ✓ la migliore.</translation>
        </message>
        <message numerus="yes">
            <source>The Hard AI's view over %n sampled deal(s) of the hidden tiles.</source>
            <translation>
                <numerusform>La visione dell'IA Difficile su %n distribuzione simulata delle tessere nascoste.</numerusform>
                <numerusform>La visione dell'IA Difficile su %n distribuzioni simulate delle tessere nascoste.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your {unit} to come</source>
            <translation>Da fare: {unit}</translation>
        </message>
        <message>
            <source>Bidder's {unit} to come</source>
            <translation>Offerente, da fare: {unit}</translation>
        </message>
        <message>
            <source>Bidders' {unit} to come</source>
            <translation>Offerenti, da fare: {unit}</translation>
        </message>
        <message>
            <source>Chance to make</source>
            <translation>Prob. di mantenere</translation>
        </message>
        <message>
            <source>Chance to set</source>
            <translation>Prob. di battere</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>Tessera</translation>
        </message>
        <message>
            <source>{contract}: the tricks the opponents take, on average over {worlds} sampled deals (the Nello makes if they take every one)</source>
            <translation>{contract}: le prese degli avversari, in media su {worlds} distribuzioni simulate (il Nello riesce se le fanno tutte)</translation>
        </message>
        <message>
            <source>The {unit} your side still takes in the rest of the hand, on average, after this tile</source>
            <translation>Media di {unit} che la tua parte fa ancora nel resto della mano, dopo questa tessera</translation>
        </message>
        <message>
            <source>The {unit} the bidder takes in the rest of the hand, on average, after this tile (fewer is better for you)</source>
            <translation>Media di {unit} che l'offerente fa nel resto della mano, dopo questa tessera (meno è meglio per te)</translation>
        </message>
        <message>
            <source>The {unit} the bidders take in the rest of the hand, on average, after this tile (fewer is better for you)</source>
            <translation>Media di {unit} che gli offerenti fanno nel resto della mano, dopo questa tessera (meno è meglio per te)</translation>
        </message>
        <message>
            <source>Opponents' tricks to come if played out</source>
            <translation>Da fare dagli avversari, fino in fondo: prese</translation>
        </message>
        <message>
            <source>Defenders' tricks to come if played out</source>
            <translation>Da fare dai difensori, fino in fondo: prese</translation>
        </message>
        <message>
            <source>Your side's tricks to come if played out</source>
            <translation>Da fare dalla tua parte, fino in fondo: prese</translation>
        </message>
        <message>
            <source>Your {unit} to come if played out</source>
            <translation>Da fare, fino in fondo: {unit}</translation>
        </message>
        <message>
            <source>Bidder's {unit} to come if played out</source>
            <translation>Offerente, da fare fino in fondo: {unit}</translation>
        </message>
        <message>
            <source>Bidders' {unit} to come if played out</source>
            <translation>Offerenti, da fare fino in fondo: {unit}</translation>
        </message>
        <message>
            <source>Counted as if every trick were played out (the best play for each side, every hand open): the hand ends as soon as the bid is made or set, and nothing after that is scored.</source>
            <translation>Contato come se si giocassero tutte le prese (il gioco migliore per ogni parte, a carte scoperte): la mano finisce appena l'offerta è fatta o va sotto, e dopo non si segna nulla.</translation>
        </message>
        <message>
            <source>game points</source>
            <translation>punti di partita</translation>
        </message>
        <message>
            <source>points</source>
            <translation>punti</translation>
        </message>
        <message>
            <source>tricks</source>
            <translation>prese</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>segni</translation>
        </message>
        <message>
            <source>The {tiles} tie: the same {unit} to come. On a tie the hint names the tile first in number order, the {tile}.</source>
            <translation>{tiles} sono alla pari: gli stessi {unit} a venire. A parità il suggerimento indica la tessera che viene prima nell'ordine dei numeri, il {tile}.</translation>
        </message>
        <message>
            <source>The {tiles} tie: the same chance and the same {unit} to come. On a tie the hint names the tile first in number order, the {tile}.</source>
            <translation>{tiles} sono alla pari: la stessa probabilità e gli stessi {unit} a venire. A parità il suggerimento indica la tessera che viene prima nell'ordine dei numeri, il {tile}.</translation>
        </message>
        <message>
            <source>Not shown here: {contracts}.</source>
            <translation>Non mostrate qui: {contracts}.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>{meanings} Its words are links: Tab reaches one, Enter opens it in the rules.</source>
            <translation>{meanings} Le sue parole sono collegamenti: Tab ne raggiunge uno, Invio lo apre nelle regole.</translation>
        </message>
        <message>
            <source>Link: {meaning} Enter opens it in the rules.</source>
            <translation>Collegamento: {meaning} Invio lo apre nelle regole.</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>The {language} translation is missing or damaged; the game is shown in English. Reinstalling the game brings it back.</source>
            <translation>La traduzione {language} manca o è danneggiata; il gioco è mostrato in inglese. Reinstallando il gioco torna.</translation>
        </message>
    </context>
    <context>
        <name>Licences</name>
        <message>
            <source>GNU GPL 3.0, which the LGPL extends</source>
            <translation>GNU GPL 3.0, che la LGPL estende</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Licenze</translation>
        </message>
        <message>
            <source>Texas 42 and the software it includes, each under its own licence:</source>
            <translation>Texas 42 e il software che include, ciascuno con la propria licenza:</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Aspetta il tuo turno.</translation>
        </message>
        <message>
            <source>What just happened at the table</source>
            <translation>Che cosa è appena successo al tavolo</translation>
        </message>
        <message>
            <source>{who} named {contract}.</source>
            <translation>{who}: contratto {contract}.</translation>
        </message>
        <message>
            <source>{who} played {tile}.</source>
            <translation>{who}: {tile}.</translation>
        </message>
        <message>
            <source>{who} laid down: the rest of the tricks are theirs.</source>
            <translation>{who}: mano calata, le prese rimaste vanno a chi l'ha calata.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tu</translation>
        </message>
        <message>
            <source>You sit out this hand: your tiles are not played.</source>
            <translation>Stai fuori da questa mano: le tue tessere non si giocano.</translation>
        </message>
        <message>
            <source>{who} passed.</source>
            <translation>{who}: passo.</translation>
        </message>
        <message>
            <source>{who} bid {bid}.</source>
            <translation>{who}: offerta {bid}.</translation>
        </message>
        <message>
            <source>{who} won the trick.</source>
            <translation>{who}: presa vinta.</translation>
        </message>
        <message numerus="yes">
            <source>{who} won the trick (%n point(s)).</source>
            <translation>
                <numerusform>{who}: presa vinta (%n punto).</numerusform>
                <numerusform>{who}: presa vinta (%n punti).</numerusform>
            </translation>
        </message>
        <message>
            <source>Hand over. Score: {score}.</source>
            <translation>Mano finita. Punteggio: {score}.</translation>
        </message>
        <message>
            <source>No trick has been played yet this hand.</source>
            <translation>In questa mano non si è ancora giocata nessuna presa.</translation>
        </message>
        <message>
            <source>Last trick: {plays}; {who} won it.</source>
            <translation>Ultima presa: {plays}; l'ha vinta {who}.</translation>
        </message>
        <message numerus="yes">
            <source>Last trick: {plays}; {who} won it (%n point(s)).</source>
            <translation>
                <numerusform>Ultima presa: {plays}; l'ha vinta {who} (%n punto).</numerusform>
                <numerusform>Ultima presa: {plays}; l'ha vinta {who} (%n punti).</numerusform>
            </translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>tab</comment>
            <translation>Consiglio</translation>
        </message>
        <message>
            <source>Score</source>
            <comment>tab</comment>
            <translation>Punti</translation>
        </message>
        <message>
            <source>Bids</source>
            <comment>tab</comment>
            <translation>Asta</translation>
        </message>
        <message>
            <source>Tricks</source>
            <comment>tab</comment>
            <translation>Prese</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Segnapunti</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <comment>View menu: show or hide the Hint panel</comment>
            <translation>C&amp;onsiglio</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>Se&amp;gnapunti</translation>
        </message>
        <message>
            <source>&amp;Bids</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>&amp;Asta</translation>
        </message>
        <message>
            <source>&amp;Tricks</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>&amp;Prese</translation>
        </message>
        <message>
            <source>Go to the h&amp;int</source>
            <translation>Vai al con&amp;siglio</translation>
        </message>
        <message>
            <source>Go to the sc&amp;ore sheet</source>
            <translation>Vai al segnapu&amp;nti</translation>
        </message>
        <message>
            <source>Go to the bi&amp;ds</source>
            <translation>&amp;Vai all'asta</translation>
        </message>
        <message>
            <source>Go to the t&amp;ricks</source>
            <translation>Vai alle pr&amp;ese</translation>
        </message>
        <message>
            <source>Each hand's score appears here.</source>
            <translation>Qui compare il punteggio di ogni mano.</translation>
        </message>
        <message numerus="yes">
            <source>Game to %n mark(s).</source>
            <translation>
                <numerusform>Partita a %n segno.</numerusform>
                <numerusform>Partita a %n segni.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game to %n point(s).</source>
            <translation>
                <numerusform>Partita a %n punto.</numerusform>
                <numerusform>Partita a %n punti.</numerusform>
            </translation>
        </message>
        <message>
            <source>Hides the {panel} panel; the View menu shows it again.</source>
            <translation>Nasconde il pannello {panel}; il menu Visualizza lo mostra di nuovo.</translation>
        </message>
        <message>
            <source>Each bid appears here.</source>
            <translation>Qui compare ogni offerta.</translation>
        </message>
        <message>
            <source>Each trick won appears here.</source>
            <translation>Qui compare ogni presa vinta.</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Prese</translation>
        </message>
        <message>
            <source>Bids</source>
            <translation>Asta</translation>
        </message>
        <message>
            <source>A game in progress was saved.</source>
            <translation>È stata salvata una partita in corso.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Riprendi</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nuova partita</translation>
        </message>
        <message>
            <source>A game in progress was saved: {game}.</source>
            <translation>È stata salvata una partita in corso: {game}.</translation>
        </message>
        <message>
            <source>New to Texas 42? Take a few short lessons on this table, or play a first game against Easy players.</source>
            <translation>Non conosci il Texas 42? Fai qualche breve lezione su questo tavolo, o gioca una prima partita contro giocatori Facili.</translation>
        </message>
        <message>
            <source>Play a first game</source>
            <translation>Gioca una prima partita</translation>
        </message>
        <message>
            <source>Texas 42 is already running, but it did not answer. Close it (or end it) and start the game again.</source>
            <translation>Texas 42 è già in esecuzione, ma non ha risposto. Chiudilo (o terminalo) e avvia di nuovo il gioco.</translation>
        </message>
        <message>
            <source>Texas 42</source>
            <translation>Texas 42</translation>
        </message>
        <message>
            <source>Messages</source>
            <translation>Messaggi</translation>
        </message>
        <message>
            <source>Solver: {backend}</source>
            <translation>Risolutore: {backend}</translation>
        </message>
        <message>
            <source>Resume the saved game, or start a new one</source>
            <translation>Riprendi la partita salvata, o iniziane una nuova</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Impara a giocare</translation>
        </message>
        <message>
            <source>No thanks</source>
            <translation>No, grazie</translation>
        </message>
        <message>
            <source>Undone: your last decision is yours to make again.</source>
            <translation>Annullato: l'ultima decisione torna a te.</translation>
        </message>
        <message>
            <source>Won tricks are stacked face down on a bid of 84 or more.</source>
            <translation>Con un'offerta di 84 o più le prese vinte si impilano a faccia in giù.</translation>
        </message>
        <message>
            <source>Hint table</source>
            <translation>Tabella del suggerimento</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partita</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nuova partita…</translation>
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation>&amp;Rivincita</translation>
        </message>
        <message>
            <source>&amp;Open game…</source>
            <translation>&amp;Apri partita…</translation>
        </message>
        <message>
            <source>&amp;Save game as…</source>
            <translation>&amp;Salva partita con nome…</translation>
        </message>
        <message>
            <source>&amp;Kept games…</source>
            <translation>Partite &amp;conservate…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Esci</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>&amp;Gioco</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Suggerimento</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <source>&amp;Next hand</source>
            <translation>&amp;Prossima mano</translation>
        </message>
        <message>
            <source>Next hand (N) comes when this hand is over.</source>
            <translation>La prossima mano (N) viene quando questa mano è finita.</translation>
        </message>
        <message>
            <source>Nothing to undo yet: Undo takes back your own last decision.</source>
            <translation>Ancora niente da annullare: Annulla riprende la tua ultima decisione.</translation>
        </message>
        <message>
            <source>Undo is off here.</source>
            <translation>Qui l'annullamento è disattivato.</translation>
        </message>
        <message>
            <source>Undo is off in this game (turn on practice in New game).</source>
            <translation>In questa partita l'annullamento è disattivato (attiva l'allenamento in Nuova partita).</translation>
        </message>
        <message>
            <source>Rules of &amp;this game…</source>
            <translation>Regole di &amp;questa partita…</translation>
        </message>
        <message>
            <source>Lay &amp;down (take the rest)</source>
            <translation>&amp;Cala la mano (prendi il resto)</translation>
        </message>
        <message>
            <source>P&amp;ractice</source>
            <translation>A&amp;llenamento</translation>
        </message>
        <message>
            <source>&amp;Bidding practice…</source>
            <translation>Allenamento all'&amp;asta…</translation>
        </message>
        <message>
            <source>&amp;Play practice…</source>
            <translation>Allenamento al &amp;gioco…</translation>
        </message>
        <message>
            <source>&amp;Analyze a hand…</source>
            <translation>A&amp;nalizza una mano…</translation>
        </message>
        <message>
            <source>My &amp;mistakes…</source>
            <translation>I miei &amp;errori…</translation>
        </message>
        <message>
            <source>&amp;End practice</source>
            <translation>&amp;Termina l'allenamento</translation>
        </message>
        <message>
            <source>&amp;Review last hand</source>
            <translation>&amp;Rivedi l'ultima mano</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Statistiche…</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>&amp;Ultima presa</translation>
        </message>
        <message>
            <source>&amp;Compact: hide the side panels</source>
            <translation>&amp;Compatta: nascondi i pannelli laterali</translation>
        </message>
        <message>
            <source>&amp;Wider side panels</source>
            <translation>Pannelli laterali più &amp;larghi</translation>
        </message>
        <message>
            <source>&amp;Narrower side panels</source>
            <translation>Pannelli laterali più st&amp;retti</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Impostazioni</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Menu</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stato</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferenze…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aiuto</translation>
        </message>
        <message>
            <source>&amp;Learn to play…</source>
            <translation>&amp;Impara a giocare…</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Regole</translation>
        </message>
        <message>
            <source>Game record &amp;format (.t42)</source>
            <translation>&amp;Formato della partita registrata (.t42)</translation>
        </message>
        <message>
            <source>L&amp;icences…</source>
            <translation>&amp;Licenze…</translation>
        </message>
        <message>
            <source>&amp;About Texas 42</source>
            <translation>I&amp;nformazioni su Texas 42</translation>
        </message>
        <message>
            <source>Opening the saved game…</source>
            <translation>Apertura della partita salvata…</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), so a new game would replace it for good.</source>
            <translation>Non è stato possibile copiare la partita salvata in {folder} ({error}), quindi una nuova partita la sostituirebbe per sempre.</translation>
        </message>
        <message>
            <source>Start a new game</source>
            <translation>Inizia una nuova partita</translation>
        </message>
        <message>
            <source>Keep the saved game</source>
            <translation>Tieni la partita salvata</translation>
        </message>
        <message>
            <source>A new game: the saved one was kept as {kept}. Game &gt; Kept games brings it back.</source>
            <translation>Una nuova partita: quella salvata è stata conservata come {kept}. Partita &gt; Partite conservate la riapre.</translation>
        </message>
        <message>
            <source>The saved game cannot be read ({error}).</source>
            <translation>Impossibile leggere la partita salvata ({error}).</translation>
        </message>
        <message>
            <source>{reason}
It was kept as {file} in {folder}, and a new game is starting.</source>
            <translation>{reason}
È stata conservata come {file} in {folder}, e inizia una nuova partita.</translation>
        </message>
        <message>
            <source>{reason}
It could not be moved aside, and a new game is starting.</source>
            <translation>{reason}
Non è stato possibile metterla da parte, e inizia una nuova partita.</translation>
        </message>
        <message>
            <source>Welcome back: the finished game is shown as it ended.</source>
            <translation>Bentornato: la partita finita è mostrata com'era alla fine.</translation>
        </message>
        <message>
            <source>Welcome back: the saved game is resumed.</source>
            <translation>Bentornato: riprende la partita salvata.</translation>
        </message>
        <message>
            <source>Back to your game as you left it; it could not be saved.</source>
            <translation>Di nuovo alla tua partita come l'avevi lasciata; non è stato possibile salvarla.</translation>
        </message>
        <message>
            <source>Quit and lose it</source>
            <translation>Esci e perdila</translation>
        </message>
        <message>
            <source>Back to the game</source>
            <translation>Torna alla partita</translation>
        </message>
        <message>
            <source>Opening {name}…</source>
            <translation>Apertura di {name}…</translation>
        </message>
        <message>
            <source>{name} is damaged: it was opened at its last move that could be read, in hand {number} ({damage}). The file itself is unchanged.</source>
            <translation>{name} è danneggiato: è stato aperto all'ultima mossa che si è potuta leggere, nella mano {number} ({damage}). Il file non è stato modificato.</translation>
        </message>
        <message>
            <source>it could not be read ({error})</source>
            <translation>non è stato possibile leggerlo ({error})</translation>
        </message>
        <message>
            <source>{name} cannot be opened as a Texas 42 game.
{reason}
{advice}</source>
            <translation>{name} non si può aprire come partita di Texas 42.
{reason}
{advice}</translation>
        </message>
        <message>
            <source>Your game in progress could not be copied to {folder} ({error}), so opening {name} would replace it for good.</source>
            <translation>Non è stato possibile copiare la tua partita in corso in {folder} ({error}), quindi aprire {name} la sostituirebbe per sempre.</translation>
        </message>
        <message>
            <source>The game cannot be saved in {folder} ({error}). The game goes on, but {loss}: Game &gt; Save game as… keeps it elsewhere.</source>
            <translation>Non si può salvare la partita in {folder} ({error}). La partita continua, ma {loss}: Partita &gt; Salva partita con nome… la conserva altrove.</translation>
        </message>
        <message>
            <source>The game cannot be saved in {folder}: {loss}. Game &gt; Save game as… keeps it elsewhere.</source>
            <translation>Non si può salvare la partita in {folder}: {loss}. Partita &gt; Salva partita con nome… la conserva altrove.</translation>
        </message>
        <message>
            <source>Quit and lose those moves</source>
            <translation>Esci e perdi quelle mosse</translation>
        </message>
        <message>
            <source>quitting now loses it</source>
            <translation>uscendo ora la si perde</translation>
        </message>
        <message>
            <source>quitting now loses the moves made since its last save (the game resumes from {point})</source>
            <translation>uscendo ora si perdono le mosse fatte dall'ultimo salvataggio (la partita riprende da questo punto: {point})</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), but opening {name} cannot replace it either: nothing can be saved in {data} now, so the next start offers the saved game again.</source>
            <translation>Non è stato possibile copiare la partita salvata in {folder} ({error}), ma aprire {name} non può nemmeno sostituirla: ora non si può salvare nulla in {data}, quindi al prossimo avvio la partita salvata verrà proposta di nuovo.</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), but a new game cannot replace it either: nothing can be saved in {data} now, so the next start offers the saved game again.</source>
            <translation>Non è stato possibile copiare la partita salvata in {folder} ({error}), ma una nuova partita non può nemmeno sostituirla: ora non si può salvare nulla in {data}, quindi al prossimo avvio la partita salvata verrà proposta di nuovo.</translation>
        </message>
        <message>
            <source>Back to the saved game</source>
            <translation>Torna alla partita salvata</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>Apri {name}</translation>
        </message>
        <message>
            <source>Keep my game</source>
            <translation>Tieni la mia partita</translation>
        </message>
        <message>
            <source>{name} was not opened.</source>
            <translation>{name} non è stato aperto.</translation>
        </message>
        <message>
            <source>Opened {name}. Your game in progress was kept as {kept}: Game &gt; Kept games brings it back.</source>
            <translation>Aperto {name}. La tua partita in corso è stata conservata come {kept}: Partita &gt; Partite conservate la riapre.</translation>
        </message>
        <message>
            <source>The kept games cannot be opened: {folder} ({error}).</source>
            <translation>Non si possono aprire le partite conservate: {folder} ({error}).</translation>
        </message>
        <message>
            <source>Kept games</source>
            <translation>Partite conservate</translation>
        </message>
        <message>
            <source>Opened {name}.</source>
            <translation>Aperto {name}.</translation>
        </message>
        <message>
            <source>The game could not be saved as {name} in {folder} ({error}).</source>
            <translation>Impossibile salvare la partita come {name} in {folder} ({error}).</translation>
        </message>
        <message>
            <source>Saved {name}.</source>
            <translation>Salvato {name}.</translation>
        </message>
        <message>
            <source>Name trump first: the panel on the table asks for it.</source>
            <translation>Prima chiama la briscola: il pannello sul tavolo te lo chiede.</translation>
        </message>
        <message>
            <source>Bid first: the bid panel is on the table.</source>
            <translation>Prima fai la tua offerta: il pannello delle offerte è sul tavolo.</translation>
        </message>
        <message>
            <source>The hand is over: press Next hand (N).</source>
            <translation>La mano è finita: premi Prossima mano (N).</translation>
        </message>
        <message>
            <source>The game is over: Rematch or New game.</source>
            <translation>La partita è finita: Rivincita o Nuova partita.</translation>
        </message>
        <message>
            <source>No game is on the table, so there is nothing to hint. On your turn in a game or practice, Hint (H) shows the computer's view of your choices.</source>
            <translation>Non c'è nessuna partita sul tavolo, quindi non c'è niente da suggerire. Quando tocca a te in una partita o in un allenamento, Suggerimento (H) mostra come il computer valuta le tue scelte.</translation>
        </message>
        <message>
            <source>Answer first: the reveal shows the hint for this decision.</source>
            <translation>Prima rispondi: il risultato mostra il suggerimento per questa scelta.</translation>
        </message>
        <message>
            <source>The game is over: no decision is left to hint. Rematch or New game starts another.</source>
            <translation>La partita è finita: non resta nessuna decisione per un suggerimento. Rivincita o Nuova partita ne inizia un'altra.</translation>
        </message>
        <message>
            <source>Hints are off in this game (turn on practice in New game).</source>
            <translation>In questa partita i suggerimenti sono disattivati (attiva l'allenamento in Nuova partita).</translation>
        </message>
        <message>
            <source>A hint is for your turn to bid, name trump or play.</source>
            <translation>Il suggerimento serve quando tocca a te offrire, chiamare la briscola o giocare.</translation>
        </message>
        <message>
            <source>{contract}: the contract you chose with your bid.</source>
            <translation>{contract}: il contratto che hai scelto con la tua offerta.</translation>
        </message>
        <message>
            <source>This lesson is one hand: read its last card and press Finish.</source>
            <translation>Questa lezione è una sola mano: leggi l'ultima scheda e premi Fine.</translation>
        </message>
        <message>
            <source>The mistakes deck is off (its file could not be opened).</source>
            <translation>Il mazzo degli errori è disattivato (impossibile aprire il suo file).</translation>
        </message>
        <message>
            <source>Your first game: Easy players, Hint (H) and Undo on. Too fast? L shows the tricks played; Settings &gt; Preferences &gt; Animation: Slow.</source>
            <translation>La tua prima partita: giocatori Facili, Suggerimento (H) e Annulla attivi. Troppo veloce? L mostra le prese giocate; Impostazioni &gt; Preferenze &gt; Animazione: Lenta.</translation>
        </message>
        <message>
            <source>Name the contract for your bid of {bid}</source>
            <translation>Chiama il contratto per la tua offerta di {bid}</translation>
        </message>
        <message>
            <source>There is no finished hand to review on the lesson's table.</source>
            <translation>Sul tavolo della lezione non c'è una mano finita da rivedere.</translation>
        </message>
        <message>
            <source>There is no finished hand of yours to review yet.</source>
            <translation>Non hai ancora nessuna mano finita da rivedere.</translation>
        </message>
        <message>
            <source>Reviewing hand {number}…</source>
            <translation>Revisione della mano {number}…</translation>
        </message>
        <message>
            <source>Hand {number} could not be looked over for My mistakes: {error}</source>
            <translation>Non è stato possibile rivedere la mano {number} per I miei errori: {error}</translation>
        </message>
        <message>
            <source>The review failed: {error}</source>
            <translation>Revisione non riuscita: {error}</translation>
        </message>
        <message numerus="yes">
            <source>Hand {number} taken back: %n costly decision(s) of yours left My mistakes.</source>
            <translation>
                <numerusform>Mano {number} ripresa: %n tua decisione costosa ha lasciato I miei errori.</numerusform>
                <numerusform>Mano {number} ripresa: %n tue decisioni costose hanno lasciato I miei errori.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Hand {number}: %n costly decision(s) of yours went into My mistakes.</source>
            <translation>
                <numerusform>Mano {number}: %n tua decisione costosa è andata in I miei errori.</numerusform>
                <numerusform>Mano {number}: %n tue decisioni costose sono andate in I miei errori.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n costly decision(s) of yours from an earlier game went into My mistakes.</source>
            <translation>
                <numerusform>%n tua decisione costosa di una partita precedente è andata in I miei errori.</numerusform>
                <numerusform>%n tue decisioni costose di una partita precedente sono andate in I miei errori.</numerusform>
            </translation>
        </message>
        <message>
            <source>The mistakes deck is off: {error}</source>
            <translation>Il mazzo degli errori è disattivato: {error}</translation>
        </message>
        <message>
            <source>Statistics are off: {error}</source>
            <translation>Statistiche disattivate: {error}</translation>
        </message>
        <message>
            <source>Statistics are off (the statistics file could not be opened).</source>
            <translation>Statistiche disattivate (impossibile aprire il file delle statistiche).</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Apri partita</translation>
        </message>
        <message>
            <source>Texas 42 games (*.t42);;All files (*)</source>
            <translation>Partite di Texas 42 (*.t42);;Tutti i file (*)</translation>
        </message>
        <message>
            <source>The practice hand you are playing out will be left unfinished. Go on?</source>
            <translation>La mano di allenamento che stai giocando fino in fondo resterà incompiuta. Continuare?</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Salva partita</translation>
        </message>
        <message>
            <source>Texas 42 games (*.t42)</source>
            <translation>Partite di Texas 42 (*.t42)</translation>
        </message>
        <message>
            <source>About Texas 42</source>
            <translation>Informazioni su Texas 42</translation>
        </message>
        <message>
            <source>{game}, hand {number}, {score}</source>
            <translation>{game}, mano {number}, {score}</translation>
        </message>
        <message>
            <source>{name} already exists.
Do you want to replace it?</source>
            <translation>{name} esiste già.
Vuoi sostituirlo?</translation>
        </message>
        <message numerus="yes">
            <source>Drop one game file at a time: %n were dropped.</source>
            <translation>
                <numerusform>Rilascia un file di partita alla volta: ne è stato rilasciato %n.</numerusform>
                <numerusform>Rilascia un file di partita alla volta: ne sono stati rilasciati %n.</numerusform>
            </translation>
        </message>
        <message>
            <source>Only a game file (.t42) can be dropped here to open it.</source>
            <translation>Qui si può rilasciare solo un file di partita (.t42) per aprirlo.</translation>
        </message>
        <message>
            <source>Texas 42 could not start again by itself ({command}). Start it as you usually do: your game is kept.</source>
            <translation>Texas 42 non è riuscito a riavviarsi da solo ({command}). Avvialo come fai di solito: la tua partita è conservata.</translation>
        </message>
    </context>
    <context>
        <name>Models</name>
        <message>
            <source>Follow-me</source>
            <translation>Seguimi</translation>
        </message>
        <message>
            <source>blank</source>
            <translation>zero</translation>
        </message>
        <message>
            <source>one</source>
            <translation>uno</translation>
        </message>
        <message>
            <source>two</source>
            <translation>due</translation>
        </message>
        <message>
            <source>three</source>
            <translation>tre</translation>
        </message>
        <message>
            <source>four</source>
            <translation>quattro</translation>
        </message>
        <message>
            <source>five</source>
            <translation>cinque</translation>
        </message>
        <message>
            <source>six</source>
            <translation>sei</translation>
        </message>
        <message>
            <source>double {number}</source>
            <translation>doppio {number}</translation>
        </message>
        <message>
            <source>{high}-{low}</source>
            <translation>{high}-{low}</translation>
        </message>
        <message>
            <source>{tile}, trump</source>
            <translation>{tile}, briscola</translation>
        </message>
        <message>
            <source>{tile}, {count} count</source>
            <translation>{tile}, carico da {count}</translation>
        </message>
        <message>
            <source>{tile}, playable</source>
            <translation>{tile}, giocabile</translation>
        </message>
        <message>
            <source>{tile}, not playable now</source>
            <translation>{tile}, non giocabile ora</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Posto {number}</translation>
        </message>
        <message>
            <source>{bid} (forced)</source>
            <translation>{bid} (obbligata)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passo</translation>
        </message>
        <message>
            <source>Shoot the moon</source>
            <translation>Sparo alla luna</translation>
        </message>
        <message>
            <source>21 (the moon)</source>
            <translation>21 – la luna</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n presa</numerusform>
                <numerusform>%n prese</numerusform>
            </translation>
        </message>
        <message>
            <source>{special} ({marks})</source>
            <translation>{special} ({marks})</translation>
        </message>
        <message numerus="yes">
            <source>{special}, %n mark(s)</source>
            <translation>
                <numerusform>{special}, %n segno</numerusform>
                <numerusform>{special}, %n segni</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n segno</numerusform>
                <numerusform>%n segni</numerusform>
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
            <translation>Sette</translation>
        </message>
        <message>
            <source>Plunge</source>
            <translation>Tuffo</translation>
        </message>
        <message>
            <source>Splash</source>
            <translation>Tuffetto</translation>
        </message>
        <message>
            <source>Blanks</source>
            <translation>Zeri</translation>
        </message>
        <message>
            <source>Aces</source>
            <translation>Assi</translation>
        </message>
        <message>
            <source>Deuces</source>
            <translation>Due</translation>
        </message>
        <message>
            <source>Treys</source>
            <translation>Tre</translation>
        </message>
        <message>
            <source>Fours</source>
            <translation>Quattro</translation>
        </message>
        <message>
            <source>Fives</source>
            <translation>Cinque</translation>
        </message>
        <message>
            <source>Sixes</source>
            <translation>Sei</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Doppi</translation>
        </message>
        <message>
            <source>{tile} (not playable now)</source>
            <translation>{tile} (non giocabile ora)</translation>
        </message>
        <message>
            <source>{tile}, can be laid away</source>
            <translation>{tile}, si può scartare</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Posto</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Offerta</translation>
        </message>
        <message>
            <source>Led by</source>
            <translation>Aperta da</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>Tessere</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>Vinta da</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Punti</translation>
        </message>
        <message numerus="yes">
            <source>{seat} laid the hand down and took the last %n trick(s)</source>
            <translation>
                <numerusform>{seat}: mano calata, ultima presa vinta</numerusform>
                <numerusform>{seat}: mano calata, ultime %n prese vinte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>laid down: %n trick(s)</source>
            <translation>
                <numerusform>calata: %n presa</numerusform>
                <numerusform>calata: %n prese</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took %n trick(s)</source>
            <translation>
                <numerusform>{who} ha fatto %n presa</numerusform>
                <numerusform>{who} ha fatto %n prese</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took all %n tricks</source>
            <extracomment>The bidders of a Sevens took every trick played: "West and East took all 7 tricks".</extracomment>
            <translation>
                <numerusform>{who} hanno fatto tutte e %n le prese</numerusform>
                <numerusform>{who} hanno fatto tutte e %n le prese</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took {taken} of %n trick(s)</source>
            <extracomment>The bidders of a Sevens lost a trick: "West and East took 6 of 7 tricks".</extracomment>
            <translation>
                <numerusform>{who} hanno fatto {taken} prese su %n</numerusform>
                <numerusform>{who} hanno fatto {taken} prese su %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Us</source>
            <translation>Noi</translation>
        </message>
        <message>
            <source>Them</source>
            <translation>Loro</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Esito</translation>
        </message>
        <message>
            <source>All passed</source>
            <translation>Passano tutti</translation>
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
            <translation>Fatta</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Sotto</translation>
        </message>
        <message>
            <source>Reshake</source>
            <translation>Rimescolata</translation>
        </message>
        <message>
            <source>Redeal</source>
            <translation>Ridata</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>In corso</translation>
        </message>
        <message>
            <source>Blanks are trump</source>
            <translation>Gli zeri sono briscola</translation>
        </message>
        <message>
            <source>Aces are trump</source>
            <translation>Gli assi sono briscola</translation>
        </message>
        <message>
            <source>Deuces are trump</source>
            <translation>I due sono briscola</translation>
        </message>
        <message>
            <source>Treys are trump</source>
            <translation>I tre sono briscola</translation>
        </message>
        <message>
            <source>Fours are trump</source>
            <translation>I quattro sono briscola</translation>
        </message>
        <message>
            <source>Fives are trump</source>
            <translation>I cinque sono briscola</translation>
        </message>
        <message>
            <source>Sixes are trump</source>
            <translation>I sei sono briscola</translation>
        </message>
        <message>
            <source>Doubles are trump</source>
            <translation>I doppi sono briscola</translation>
        </message>
        <message>
            <source>Follow-me (no trump)</source>
            <translation>Seguimi (senza briscola)</translation>
        </message>
        <message>
            <source>Nello (lose every trick)</source>
            <translation>Nello (nessuna presa)</translation>
        </message>
        <message>
            <source>Sevens (closest to 7 wins)</source>
            <translation>Sette (il più vicino a 7)</translation>
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
            <translation>42 a tre</translation>
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
            <translation>La scelta del suggerimento.</translation>
        </message>
        <message>
            <source>Choose with the arrow keys, then press Enter.</source>
            <translation>Scegli con i tasti freccia, poi premi Invio.</translation>
        </message>
        <message>
            <source>Everyone passed: you must bid</source>
            <translation>Hanno passato tutti: devi offrire</translation>
        </message>
        <message>
            <source>Your bid · {who} bid {bid}</source>
            <translation>La tua offerta · {who} ha offerto {bid}</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>La tua offerta</translation>
        </message>
        <message>
            <source>Name trump · your partner bid {bid}</source>
            <translation>Chiama la briscola · il tuo compagno ha offerto {bid}</translation>
        </message>
        <message>
            <source>Name the contract · you bid {bid}</source>
            <translation>Chiama il contratto · hai offerto {bid}</translation>
        </message>
        <message>
            <source>Pass: let someone else bid</source>
            <translation>Passo: lascia offrire qualcun altro</translation>
        </message>
        <message>
            <source>Take all seven tricks</source>
            <translation>Fai tutte e sette le prese</translation>
        </message>
        <message>
            <source>Take at least {value} of the 7 tricks</source>
            <translation>Fai almeno {value} delle 7 prese</translation>
        </message>
        <message>
            <source>Plunge: your partner names trump and leads; your side must take every trick</source>
            <translation>Tuffo: il tuo compagno chiama la briscola e apre; la tua coppia deve fare tutte le prese</translation>
        </message>
        <message>
            <source>Splash: your partner names trump and leads; your side must take every trick</source>
            <translation>Tuffetto: il tuo compagno chiama la briscola e apre; la tua coppia deve fare tutte le prese</translation>
        </message>
        <message>
            <source>No trump: the suit led wins; doubles high</source>
            <translation>Senza briscola: vince il seme di apertura; doppi alti</translation>
        </message>
        <message>
            <source>No trump: the suit led wins; doubles low</source>
            <translation>Senza briscola: vince il seme di apertura; doppi bassi</translation>
        </message>
        <message>
            <source>Lose every trick; your partner sits out; {doubles}</source>
            <translation>Perdi tutte le prese; il tuo compagno resta fuori; {doubles}</translation>
        </message>
        <message>
            <source>Lose every trick against both other players; {doubles}</source>
            <translation>Perdi tutte le prese contro entrambi gli altri giocatori; {doubles}</translation>
        </message>
        <message>
            <source>Each trick goes to the tile closest to 7 pips; take every trick</source>
            <translation>Ogni presa va alla tessera più vicina a 7 pallini; fai tutte le prese</translation>
        </message>
        <message>
            <source>Name trump · you bid {bid}</source>
            <translation>Chiama la briscola · hai offerto {bid}</translation>
        </message>
        <message>
            <source>Lay down?</source>
            <translation>Calare la mano?</translation>
        </message>
        <message>
            <source>Lay down? Every tile you hold is sure to win: press Enter or D to take the rest of the tricks.</source>
            <translation>Calare la mano? Ogni tessera che hai vince di sicuro: premi Invio o D per prendere il resto delle prese.</translation>
        </message>
        <message>
            <source>Lay down? Every tile you hold is sure to win: press D to take the rest of the tricks, or Enter to play the chosen tile.</source>
            <translation>Calare la mano? Ogni tessera che hai vince di sicuro: premi D per prendere il resto delle prese, o Invio per giocare la tessera scelta.</translation>
        </message>
        <message>
            <source>Every tile you hold is sure to win.
Take the rest of the tricks now, or play a tile.</source>
            <translation>Ogni tessera che hai in mano vincerà di sicuro.
Prendi subito le prese rimaste, oppure gioca una tessera.</translation>
        </message>
        <message>
            <source>Lay down</source>
            <translation>Cala la mano</translation>
        </message>
        <message>
            <source>Show your hand and take every remaining trick and the count still in play (D)</source>
            <translation>Mostra la tua mano e prendi tutte le prese rimaste e i carichi ancora in gioco (D)</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Rivincita</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nuova partita…</translation>
        </message>
        <message>
            <source>Hand {number}: {outcome}</source>
            <translation>Mano {number}: {outcome}</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>Prossima mano</translation>
        </message>
        <message numerus="yes">
            <source>Take every trick (all {points} points) for %n mark(s)</source>
            <translation>
                <numerusform>Fai tutte le prese (tutti i {points} punti) per %n segno</numerusform>
                <numerusform>Fai tutte le prese (tutti i {points} punti) per %n segni</numerusform>
            </translation>
        </message>
        <message>
            <source>Take at least {value} of the {points} points</source>
            <translation>Fai almeno {value} dei {points} punti</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Rivedi</translation>
        </message>
        <message>
            <source>Step through the hand with the AI's view of each of your decisions</source>
            <translation>Ripercorri la mano con il parere dell'IA su ogni tua decisione</translation>
        </message>
        <message>
            <source>You win the game, {score}!</source>
            <translation>Hai vinto la partita, {score}!</translation>
        </message>
        <message>
            <source>They win the game, {score}.</source>
            <translation>Hanno vinto gli avversari, {score}.</translation>
        </message>
        <message>
            <source>{name} wins the game, {score}.</source>
            <translation>Vincitore della partita: {name}, {score}.</translation>
        </message>
        <message>
            <source>Everyone passed: the tiles are shaken again.</source>
            <translation>Hanno passato tutti: si rimescolano le tessere.</translation>
        </message>
        <message numerus="yes">
            <source>You laid down all %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>Hai calato la mano per tutta la %n presa: ogni tessera avrebbe vinto di sicuro.</numerusform>
                <numerusform>Hai calato la mano per tutte le %n prese: ogni tessera avrebbe vinto di sicuro.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} laid down all %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>{who} ha calato la mano per tutta la %n presa: ogni tessera avrebbe vinto di sicuro.</numerusform>
                <numerusform>{who} ha calato la mano per tutte le %n prese: ogni tessera avrebbe vinto di sicuro.</numerusform>
            </translation>
        </message>
        <message>
            <source>You laid down the last trick: every tile was sure to win.</source>
            <translation>Hai calato la mano per l'ultima presa: ogni tessera avrebbe vinto di sicuro.</translation>
        </message>
        <message numerus="yes">
            <source>You laid down the last %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>Hai calato la mano per %n presa finale: ogni tessera avrebbe vinto di sicuro.</numerusform>
                <numerusform>Hai calato la mano per le ultime %n prese: ogni tessera avrebbe vinto di sicuro.</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} laid down the last trick: every tile was sure to win.</source>
            <translation>{who} ha calato la mano per l'ultima presa: ogni tessera avrebbe vinto di sicuro.</translation>
        </message>
        <message numerus="yes">
            <source>{who} laid down the last %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>{who} ha calato la mano per %n presa finale: ogni tessera avrebbe vinto di sicuro.</numerusform>
                <numerusform>{who} ha calato la mano per le ultime %n prese: ogni tessera avrebbe vinto di sicuro.</numerusform>
            </translation>
        </message>
        <message>
            <source>Points: {list}</source>
            <translation>Punti: {list}</translation>
        </message>
        <message>
            <source>Tricks: {list}</source>
            <translation>Prese: {list}</translation>
        </message>
        <message>
            <source>Scored: {list}</source>
            <translation>Segnano: {list}</translation>
        </message>
        <message>
            <source>{names} are tied at {score}: another hand breaks the tie.</source>
            <translation>{names} sono pari a {score}: un'altra mano rompe la parità.</translation>
        </message>
        <message numerus="yes">
            <source>{side} +%n mark(s)</source>
            <translation>
                <numerusform>{side} +%n segno</numerusform>
                <numerusform>{side} +%n segni</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} −%n mark(s)</source>
            <translation>
                <numerusform>{side} −%n segno</numerusform>
                <numerusform>{side} −%n segni</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} +%n point(s)</source>
            <translation>
                <numerusform>{side} +%n punto</numerusform>
                <numerusform>{side} +%n punti</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} −%n point(s)</source>
            <translation>
                <numerusform>{side} −%n punto</numerusform>
                <numerusform>{side} −%n punti</numerusform>
            </translation>
        </message>
        <message>
            <source>the bid is made</source>
            <translation>offerta mantenuta</translation>
        </message>
        <message>
            <source>the bid is set</source>
            <translation>offerta non mantenuta</translation>
        </message>
        <message>
            <source>everyone passed</source>
            <translation>hanno passato tutti</translation>
        </message>
        <message>
            <source>You bid {bid} and made it.</source>
            <translation>Hai offerto {bid}: offerta mantenuta.</translation>
        </message>
        <message>
            <source>You bid {bid} and were set.</source>
            <translation>Hai offerto {bid}: offerta non mantenuta.</translation>
        </message>
        <message>
            <source>{who} bid {bid} and made it.</source>
            <translation>{who} ha offerto {bid}: offerta mantenuta.</translation>
        </message>
        <message>
            <source>{who} bid {bid} and was set.</source>
            <translation>{who} ha offerto {bid}: offerta non mantenuta.</translation>
        </message>
        <message>
            <source>You bid {bid} ({contract}) and made it.</source>
            <translation>Hai offerto {bid} ({contract}): offerta mantenuta.</translation>
        </message>
        <message>
            <source>You bid {bid} ({contract}) and were set.</source>
            <translation>Hai offerto {bid} ({contract}): offerta non mantenuta.</translation>
        </message>
        <message>
            <source>{who} bid {bid} ({contract}) and made it.</source>
            <translation>{who} ha offerto {bid} ({contract}): offerta mantenuta.</translation>
        </message>
        <message>
            <source>{who} bid {bid} ({contract}) and was set.</source>
            <translation>{who} ha offerto {bid} ({contract}): offerta non mantenuta.</translation>
        </message>
        <message>
            <source>You were forced to bid {bid} ({contract}) and made it.</source>
            <translation>Hai dovuto offrire {bid} ({contract}): offerta mantenuta.</translation>
        </message>
        <message>
            <source>You were forced to bid {bid} ({contract}) and were set.</source>
            <translation>Hai dovuto offrire {bid} ({contract}): offerta non mantenuta.</translation>
        </message>
        <message>
            <source>{who} was forced to bid {bid} ({contract}) and made it.</source>
            <translation>{who} ha dovuto offrire {bid} ({contract}): offerta mantenuta.</translation>
        </message>
        <message>
            <source>{who} was forced to bid {bid} ({contract}) and was set.</source>
            <translation>{who} ha dovuto offrire {bid} ({contract}): offerta non mantenuta.</translation>
        </message>
        <message>
            <source>You bid to shoot the moon ({contract}) and made it.</source>
            <translation>Hai offerto lo sparo alla luna ({contract}): offerta mantenuta.</translation>
        </message>
        <message>
            <source>You bid to shoot the moon ({contract}) and were set.</source>
            <translation>Hai offerto lo sparo alla luna ({contract}): offerta non mantenuta.</translation>
        </message>
        <message>
            <source>{who} bid to shoot the moon ({contract}) and made it.</source>
            <translation>{who} ha offerto lo sparo alla luna ({contract}): offerta mantenuta.</translation>
        </message>
        <message>
            <source>{who} bid to shoot the moon ({contract}) and was set.</source>
            <translation>{who} ha offerto lo sparo alla luna ({contract}): offerta non mantenuta.</translation>
        </message>
    </context>
    <context>
        <name>PlayPractice</name>
        <message>
            <source>Play practice</source>
            <translation>Allenamento al gioco</translation>
        </message>
        <message>
            <source>Positions from real hands: choose the tile you would play, then see what each tile was worth and why.</source>
            <translation>Posizioni da mani reali: scegli la tessera che giocheresti, poi guarda quanto valeva ogni tessera e perché.</translation>
        </message>
        <message>
            <source>random</source>
            <translation>casuale</translation>
        </message>
        <message>
            <source>Leave empty for new positions, or enter a number to get a set you can repeat.</source>
            <translation>Lascia vuoto per posizioni nuove, oppure inserisci un numero per avere una serie da ripetere.</translation>
        </message>
        <message>
            <source>The seed must be a whole number, or empty.</source>
            <translation>Il numero della serie deve essere un numero intero, oppure vuoto.</translation>
        </message>
        <message>
            <source>Play practice: what each tile was worth</source>
            <translation>Allenamento al gioco: quanto valeva ogni tessera</translation>
        </message>
        <message>
            <source>Every legal tile</source>
            <translation>Tutte le tessere giocabili</translation>
        </message>
        <message>
            <source>Play your tile and the rest of the hand, with hints</source>
            <translation>Gioca la tua tessera e il resto della mano, con i suggerimenti</translation>
        </message>
        <message>
            <source>&lt;b&gt;You played {mine}.&lt;/b&gt; {grade}</source>
            <translation>&lt;b&gt;Hai giocato {mine}.&lt;/b&gt; {grade}</translation>
        </message>
        <message>
            <source>Yours: {why}.</source>
            <translation>La tua: {why}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Best: {best}&lt;/b&gt;: {why}.</source>
            <translation>&lt;b&gt;Migliore: {best}&lt;/b&gt;: {why}.</translation>
        </message>
        <message>
            <source>Why: {why}.</source>
            <translation>Perché: {why}.</translation>
        </message>
        <message>
            <source>This position stays in My mistakes.</source>
            <translation>Questa posizione resta nei miei errori.</translation>
        </message>
        <message>
            <source>This position leaves My mistakes.</source>
            <translation>Questa posizione esce dai miei errori.</translation>
        </message>
        <message>
            <source>No mistakes to practise: positions you answer badly in bidding or play practice, and the costly bids and plays of your own games of Texas 42 scored in marks (each finished hand is reviewed for them, unless Preferences turn it off), will come back here.</source>
            <translation>Nessun errore da esercitare: le posizioni a cui rispondi male nell'esercizio di offerta o di gioco, e le offerte e le giocate costose delle tue partite di Texas 42 a segni (ogni mano finita viene rivista per trovarle, a meno che le Preferenze lo disattivino), torneranno qui.</translation>
        </message>
        <message>
            <source>Position {number} of {total} · {right} right</source>
            <translation>Posizione {number} di {total} · giuste: {right}</translation>
        </message>
        <message>
            <source>My mistakes</source>
            <translation>I miei errori</translation>
        </message>
        <message>
            <source>Positions you answered badly come back here, worst first, until you answer them right: from bidding and play practice, and the costly bids and plays of your own games of Texas 42 scored in marks (each finished hand is reviewed for them).</source>
            <translation>Le posizioni a cui hai risposto male tornano qui, le peggiori per prime, finché non rispondi bene: dall'esercizio di offerta e di gioco, e le offerte e le giocate costose delle tue partite di Texas 42 a segni (ogni mano finita viene rivista per trovarle).</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Allenamento</translation>
        </message>
        <message>
            <source>Given up</source>
            <translation>Perso</translation>
        </message>
        <message>
            <source>Misses</source>
            <translation>Errori</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Asta</translation>
        </message>
        <message>
            <source>Not recorded</source>
            <translation>Non registrato</translation>
        </message>
        <message>
            <source>{spot}
Not recorded by the older version that kept it: practise it to see it</source>
            <translation>{spot}
Non registrata dalla versione precedente che l'ha conservata: allenati su di essa per vederla</translation>
        </message>
        <message>
            <source>From your game, hand {number}, trick {trick}, played {when}</source>
            <translation>Dalla tua partita, mano {number}, presa {trick}, giocata il {when}</translation>
        </message>
        <message>
            <source>From your game, hand {number}, trick {trick}</source>
            <translation>Dalla tua partita, mano {number}, presa {trick}</translation>
        </message>
        <message>
            <source>From your game, hand {number}, played {when}</source>
            <translation>Dalla tua partita, mano {number}, giocata il {when}</translation>
        </message>
        <message>
            <source>From your game, hand {number}</source>
            <translation>Dalla tua partita, mano {number}</translation>
        </message>
        <message>
            <source>{hand}
You bid first</source>
            <translation>{hand}
Offri per primo</translation>
        </message>
        <message>
            <source>{seat}: {bid}</source>
            <translation>{seat}: {bid}</translation>
        </message>
        <message>
            <source>{hand}
Before you: {bids}</source>
            <translation>{hand}
Prima di te: {bids}</translation>
        </message>
        <message>
            <source>Trump: {contract}</source>
            <translation>Briscola: {contract}</translation>
        </message>
        <message>
            <source>{trump}
You lead</source>
            <translation>{trump}
Apri tu</translation>
        </message>
        <message>
            <source>{seat}: {tile}</source>
            <translation>{seat}: {tile}</translation>
        </message>
        <message>
            <source>{trump}
Trick so far: {trick}</source>
            <translation>{trump}
Presa finora: {trick}</translation>
        </message>
        <message>
            <source>{marks} marks</source>
            <translation>{marks} segni</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s) if played out</source>
            <translation>
                <numerusform>%n punto se si gioca fino in fondo</numerusform>
                <numerusform>%n punti se si gioca fino in fondo</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n punti</numerusform>
            </translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Gioco</translation>
        </message>
        <message>
            <source>{chance}% chance</source>
            <translation>{chance}% di probabilità</translation>
        </message>
        <message>
            <source>Your play practice ends here ({answered} of {total} positions answered). Go on?</source>
            <translation>Il tuo allenamento al gioco finisce qui ({answered} posizioni risposte su {total}). Continuare?</translation>
        </message>
        <message>
            <source>Click a tile (or press Enter) to see the reveal again</source>
            <translation>Fai clic su una tessera (o premi Invio) per rivedere il risultato</translation>
        </message>
        <message>
            <source>Dealing a practice position…</source>
            <translation>Preparazione di una posizione di allenamento…</translation>
        </message>
        <message>
            <source>Weighing every tile you could play…</source>
            <translation>Valutazione di ogni tessera che potresti giocare…</translation>
        </message>
        <message>
            <source>See the reveal: play it out, or go on to the next position</source>
            <translation>Guarda la soluzione: giocala fino in fondo, oppure passa alla prossima posizione</translation>
        </message>
        <message>
            <source>Play practice {number} of {total} ({spot}): what do you play?</source>
            <translation>Allenamento al gioco {number} di {total} ({spot}): che cosa giochi?</translation>
        </message>
        <message numerus="yes">
            <source>%n position(s) · {right} right · {lost}% chance given up on average</source>
            <translation>
                <numerusform>%n posizione · giuste: {right} · {lost}% di probabilità persa in media</numerusform>
                <numerusform>%n posizioni · giuste: {right} · {lost}% di probabilità persa in media</numerusform>
            </translation>
        </message>
        <message>
            <source>These positions are in My mistakes (Practice menu): practise them until you get them right.</source>
            <translation>Queste posizioni sono in I miei errori (menu Allenamento): allenati finché non le risolvi.</translation>
        </message>
        <message numerus="yes">
            <source>%n position(s) answered right: out of the deck.</source>
            <translation>
                <numerusform>%n posizione risolta: fuori dal mazzo.</numerusform>
                <numerusform>%n posizioni risolte: fuori dal mazzo.</numerusform>
            </translation>
        </message>
        <message>
            <source>No costly mistakes: nothing went to My mistakes.</source>
            <translation>Nessun errore costoso: niente è finito nei miei errori.</translation>
        </message>
        <message>
            <source>Position {number}: you played {mine}, best was {best} ({chance}% chance given up)</source>
            <translation>Posizione {number}: hai giocato {mine}, la migliore era {best} ({chance}% di probabilità persa)</translation>
        </message>
        <message>
            <source>&amp;Kind of play</source>
            <translation>&amp;Tipo di gioco</translation>
        </message>
        <message>
            <source>&amp;Positions</source>
            <translation>&amp;Posizioni</translation>
        </message>
        <message>
            <source>S&amp;eed</source>
            <translation>&amp;Numero della serie</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Inizia</translation>
        </message>
        <message>
            <source>&amp;Play it out</source>
            <translation>&amp;Giocala fino in fondo</translation>
        </message>
        <message>
            <source>&amp;Next position</source>
            <translation>&amp;Prossima posizione</translation>
        </message>
        <message>
            <source>&amp;End session</source>
            <translation>&amp;Termina la sessione</translation>
        </message>
        <message>
            <source>&amp;Summary</source>
            <translation>&amp;Riepilogo</translation>
        </message>
        <message>
            <source>&lt;b&gt;Just as good: {best}&lt;/b&gt;: {why}.</source>
            <translation>&lt;b&gt;Altrettanto buona: {best}&lt;/b&gt;: {why}.</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Posizione</translation>
        </message>
        <message>
            <source>Yours</source>
            <translation>Tua</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Migliore</translation>
        </message>
        <message>
            <source>Practise &amp;bidding mistakes ({n})</source>
            <translation>Ripassa gli errori d'&amp;asta ({n})</translation>
        </message>
        <message>
            <source>Practise &amp;play mistakes ({n})</source>
            <translation>Ripassa gli errori di &amp;gioco ({n})</translation>
        </message>
        <message>
            <source>Practise &amp;this one</source>
            <translation>Ripassa &amp;questo</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Chiudi</translation>
        </message>
        <message numerus="yes">
            <source>Position {number}: you played {mine}, best was {best} (%n point(s) given up on average if played out)</source>
            <translation>
                <numerusform>Posizione {number}: hai giocato {mine}, la migliore era {best} (%n punto perso in media se si gioca fino in fondo)</numerusform>
                <numerusform>Posizione {number}: hai giocato {mine}, la migliore era {best} (%n punti persi in media se si gioca fino in fondo)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Position {number}: you played {mine}, best was {best} (%n point(s) given up on average)</source>
            <translation>
                <numerusform>Posizione {number}: hai giocato {mine}, la migliore era {best} (%n punto perso in media)</numerusform>
                <numerusform>Posizione {number}: hai giocato {mine}, la migliore era {best} (%n punti persi in media)</numerusform>
            </translation>
        </message>
        <message>
            <source>This position is in My mistakes (Practice menu): practise it until you get it right.</source>
            <translation>Questa posizione è in I miei errori (menu Allenamento): esercitati finché non la risolvi.</translation>
        </message>
        <message>
            <source>No mistakes. Well played!</source>
            <translation>Nessun errore. Ben giocato!</translation>
        </message>
        <message>
            <source>Every mistake answered right: they are out of the deck.</source>
            <translation>Tutti gli errori corretti: sono usciti dal mazzo.</translation>
        </message>
        <message numerus="yes">
            <source>You left a play practice session midway: {answered} of %n position(s) answered.</source>
            <translation>
                <numerusform>Hai lasciato a metà una sessione di pratica del gioco: {answered} di %n posizione risposte.</numerusform>
                <numerusform>Hai lasciato a metà una sessione di pratica del gioco: {answered} di %n posizioni risposte.</numerusform>
            </translation>
        </message>
        <message>
            <source>So far {right} right, {lost}% chance given up on average.</source>
            <translation>Finora {right} giuste, in media {lost}% di probabilità perse.</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>Press N (Next hand) to see the reveal again</source>
            <translation>Premi N (Prossima mano) per rivedere il risultato</translation>
        </message>
        <message>
            <source>Your bidding practice ends here ({answered} of {total} decisions answered). Go on?</source>
            <translation>Il tuo allenamento all'asta finisce qui ({answered} decisioni risposte su {total}). Continuare?</translation>
        </message>
        <message>
            <source>Dealing a practice hand…</source>
            <translation>Distribuzione di una mano di allenamento…</translation>
        </message>
        <message>
            <source>Weighing your decision against every contract…</source>
            <translation>Confronto della tua decisione con ogni contratto…</translation>
        </message>
        <message>
            <source>Best decision.</source>
            <translation>Decisione migliore.</translation>
        </message>
        <message>
            <source>Your decision gave up {lost} expected marks: see the reveal.</source>
            <translation>La tua decisione ti è costata {lost} segni attesi: guarda la soluzione.</translation>
        </message>
        <message>
            <source>Nothing to undo: Undo goes back no further than the position this practice dealt.</source>
            <translation>Niente da annullare: Annulla non torna più indietro della posizione data da questo allenamento.</translation>
        </message>
        <message>
            <source>Practice could not go on: {error}</source>
            <translation>L'allenamento non può continuare: {error}</translation>
        </message>
        <message numerus="yes">
            <source>You left a bidding practice session midway: {answered} of %n decision(s) answered.</source>
            <translation>
                <numerusform>Hai lasciato a metà una sessione di pratica dell'offerta: {answered} di %n decisione risposte.</numerusform>
                <numerusform>Hai lasciato a metà una sessione di pratica dell'offerta: {answered} di %n decisioni risposte.</numerusform>
            </translation>
        </message>
        <message>
            <source>So far {lost} marks given up on average.</source>
            <translation>Finora in media {lost} segni persi.</translation>
        </message>
        <message>
            <source>It practises your mistakes.</source>
            <translation>Ripassa i tuoi errori.</translation>
        </message>
        <message>
            <source>Practice session left midway</source>
            <translation>Sessione di pratica lasciata a metà</translation>
        </message>
        <message>
            <source>Continue where you left it, or start a new session (this one then ends).</source>
            <translation>Continua da dove l'hai lasciata, o inizia una nuova sessione (questa allora finisce).</translation>
        </message>
        <message>
            <source>&amp;Continue session</source>
            <translation>&amp;Continua la sessione</translation>
        </message>
        <message>
            <source>Start a &amp;new one</source>
            <translation>Iniziane una &amp;nuova</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Cerca in:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>File di &amp;tipo:</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tutti i file (*)</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Cerca in:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Nome del file:</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>File di tipo:</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Apri</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Salva</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Apri</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Salva come</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Indietro</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Vai avanti</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Cartella superiore</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Crea nuova cartella</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Crea una nuova cartella</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Nuova cartella</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Nuova cartella</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Elimina</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Rinomina</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Mostra i &amp;file nascosti</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Vista a elenco</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Vista dettagliata</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Passa alla modalità vista a elenco</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Passa alla modalità vista dettagliata</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Vai indietro</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Avanti</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Vai alla cartella superiore</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Barra laterale</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Lista di risorse e segnalibri</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Risorse recenti</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Il mio computer</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Tutti i file (*)</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Cartella:</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Cartella</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Cartella di file</translation>
        </message>
        <message>
            <source>File</source>
            <translation>File</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>File %1</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Unità</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Sconosciuto</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Sei sicuro di voler eliminare '%1'?</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Dimensione</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Data di modifica</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Il mio computer</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 byte</translation>
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
            <translation>&amp;Annulla</translation>
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
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Sì</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;No</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Salva</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Apri</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Scarta</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Applica</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Reimposta</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Ripristina predefiniti</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Aiuto</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Left</source>
            <translation>Sinistra</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Destra</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Choose a tile in your hand</source>
            <translation>Scegli una tessera della tua mano</translation>
        </message>
        <message>
            <source>Left / Right arrows</source>
            <translation>Frecce sinistra / destra</translation>
        </message>
        <message>
            <source>Play the chosen tile or press the focused button</source>
            <translation>Gioca la tessera scelta o premi il pulsante attivo</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Invio o Spazio</translation>
        </message>
        <message>
            <source>Choose a bid or a trump in the open panel</source>
            <translation>Scegliere un'offerta o una briscola nel pannello aperto</translation>
        </message>
        <message>
            <source>Arrow keys, Home, End</source>
            <translation>Frecce, Home, Fine</translation>
        </message>
        <message>
            <source>Move between your hand, the open panel and the side panels</source>
            <translation>Spostati tra la tua mano, il pannello aperto e i pannelli laterali</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Back to the table from a side panel</source>
            <translation>Tornare al tavolo da un pannello laterale</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Skip an animation (a click does too)</source>
            <translation>Saltare un'animazione (anche un clic lo fa)</translation>
        </message>
        <message>
            <source>Open the menus</source>
            <translation>Aprire i menu</translation>
        </message>
        <message>
            <source>F10</source>
            <translation>F10</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Tastiera</translation>
        </message>
        <message>
            <source>What it does</source>
            <translation>Azione</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Tasto</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <source>Rules of Texas 42, Moon and 42 for three</source>
            <translation>Regole di Texas 42, Moon e 42 a tre</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>the session file is not a Texas 42 session</source>
            <translation>il file della sessione non è una sessione di Texas 42</translation>
        </message>
        <message numerus="yes">
            <source>the session file must list %n seat(s)</source>
            <translation>
                <numerusform>il file della sessione deve elencare %n posto</numerusform>
                <numerusform>il file della sessione deve elencare %n posti</numerusform>
            </translation>
        </message>
        <message>
            <source>a seat in the session file has no name</source>
            <translation>un posto nel file della sessione non ha nome</translation>
        </message>
        <message>
            <source>unknown AI level {level} in the session file</source>
            <translation>livello IA sconosciuto {level} nel file della sessione</translation>
        </message>
        <message>
            <source>the session file has more than one human seat</source>
            <translation>il file della sessione ha più di un posto umano</translation>
        </message>
        <message>
            <source>{game} (damaged: it resumes at its last move that can be read; {damage})</source>
            <translation>{game} (danneggiata: riprende dall'ultima mossa che si può leggere; {damage})</translation>
        </message>
        <message>
            <source>The saved game was damaged: it resumes at the last move that could be read, in hand {number} ({damage}). The damaged file was kept as {file}.</source>
            <translation>La partita salvata era danneggiata: riprende dall'ultima mossa che si è potuta leggere, nella mano {number} ({damage}). Il file danneggiato è stato conservato come {file}.</translation>
        </message>
        <message>
            <source>The saved game cannot be opened ({error}).</source>
            <translation>Non si può aprire la partita salvata ({error}).</translation>
        </message>
        <message>
            <source>The saved game is damaged and cannot be read ({error}).</source>
            <translation>La partita salvata è danneggiata e non si può leggere ({error}).</translation>
        </message>
        <message>
            <source>The saved game's seating could not be read ({error}); it was kept as {file} and the game resumes with the computer players its record names.</source>
            <translation>Impossibile leggere i posti della partita salvata ({error}); il file è stato conservato come {file} e la partita riprende con i giocatori del computer indicati dalla sua registrazione.</translation>
        </message>
        <message>
            <source>The saved game's seating could not be read ({error}); it was kept as {file} and the game resumes with Hard computer players.</source>
            <translation>Impossibile leggere i posti della partita salvata ({error}); il file è stato conservato come {file} e la partita riprende con giocatori del computer di livello Difficile.</translation>
        </message>
        <message>
            <source>trick {trick} of hand {hand}</source>
            <translation>presa {trick} della mano {hand}</translation>
        </message>
        <message>
            <source>the end of hand {hand}</source>
            <translation>fine della mano {hand}</translation>
        </message>
        <message>
            <source>the bidding of hand {hand}</source>
            <translation>asta della mano {hand}</translation>
        </message>
        <message>
            <source>The moves made in your game since its last save would be lost: it resumes from {point}.</source>
            <translation>Le mosse fatte nella tua partita dall'ultimo salvataggio andrebbero perse: la partita riprende da questo punto: {point}.</translation>
        </message>
        <message>
            <source>Your game in progress would be lost: it could not be saved.</source>
            <translation>La tua partita in corso andrebbe persa: non è stato possibile salvarla.</translation>
        </message>
        <message>
            <source>action {number}: {reason}</source>
            <extracomment>Where a damaged record stops being read, in the hand it was opened at, and why.</extracomment>
            <translation>azione {number}: {reason}</translation>
        </message>
        <message>
            <source>The seating kept in {file} could not be read ({error}); the game is played with the computer players its record names.</source>
            <translation>Impossibile leggere i posti conservati in {file} ({error}); la partita si gioca con i giocatori del computer indicati dalla sua registrazione.</translation>
        </message>
        <message>
            <source>The seating kept in {file} could not be read ({error}); the game is played with the seats of your last game.</source>
            <translation>Non si è potuta leggere la disposizione dei posti conservata in {file} ({error}); la partita si gioca con i posti della tua ultima partita.</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Posto {number}</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>The preferences file {path} cannot be read: the preferences are the defaults, and what you change is not kept.</source>
            <translation>Il file delle preferenze {path} non può essere letto: le preferenze sono quelle predefinite, e ciò che cambi non viene conservato.</translation>
        </message>
        <message>
            <source>The preferences file could not be read whole; it was kept as {name}, and what could not be read is back to the defaults.</source>
            <translation>Il file delle preferenze non si è potuto leggere per intero; è stato conservato come {name}, e ciò che non si è potuto leggere è tornato ai valori predefiniti.</translation>
        </message>
        <message>
            <source>The saved preference {key} could not be read; it was set aside and reset.</source>
            <translation>Impossibile leggere la preferenza salvata {key}; è stata messa da parte e ripristinata.</translation>
        </message>
        <message>
            <source>The saved preferences {keys} could not be read; they were set aside and reset.</source>
            <translation>Non è stato possibile leggere le preferenze salvate {keys}; sono state messe da parte e ripristinate.</translation>
        </message>
        <message>
            <source>Your preferences cannot be saved in {path}: what you change lasts until you quit.</source>
            <translation>Le tue preferenze non si possono salvare in {path}: quello che cambi vale fino all'uscita.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>thinking…</source>
            <translation>sta pensando…</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n presa</numerusform>
                <numerusform>%n prese</numerusform>
            </translation>
        </message>
        <message>
            <source>BID</source>
            <translation>OFFRE</translation>
        </message>
        <message>
            <source>SHAKE</source>
            <translation>MAZZ.</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>La tua mano</translation>
        </message>
        <message>
            <source>Left and Right choose a tile; Enter or Space plays it, or lays it away after taking Moon's widow</source>
            <translation>Sinistra e Destra scelgono una tessera; Invio o Spazio la giocano, o la scartano dopo aver preso la tessera in più del Moon</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tavolo</translation>
        </message>
        <message>
            <source>bid {bid}</source>
            <translation>offerta: {bid}</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>passo</translation>
        </message>
        <message>
            <source>sits out (Nello)</source>
            <translation>fuori (Nello)</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>IA {level}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>tu</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>il tuo compagno</translation>
        </message>
        <message>
            <source>opponent</source>
            <translation>avversario</translation>
        </message>
        <message>
            <source>bidder</source>
            <translation>chi ha offerto</translation>
        </message>
        <message>
            <source>shaker</source>
            <translation>mazziere</translation>
        </message>
        <message>
            <source>{plate}; holds {tiles}</source>
            <translation>{plate}; ha in mano {tiles}</translation>
        </message>
        <message>
            <source>to bid</source>
            <translation>di turno per offrire</translation>
        </message>
        <message>
            <source>to name trump</source>
            <translation>di turno per chiamare la briscola</translation>
        </message>
        <message>
            <source>to lay a tile away</source>
            <translation>di turno per scartare una tessera</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>di turno</translation>
        </message>
        <message>
            <source>Score · marks to {target}</source>
            <translation>Punteggio · a segni, fino a {target}</translation>
        </message>
        <message>
            <source>Score · points to {target}</source>
            <translation>Punteggio · a punti, fino a {target}</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Offerta</translation>
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
            <translation>Asta</translation>
        </message>
        <message>
            <source>no bid yet, only passes</source>
            <translation>nessuna offerta finora, solo passi</translation>
        </message>
        <message>
            <source>high bid {bid}</source>
            <translation>offerta più alta: {bid}</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>Briscola</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>Si gioca</translation>
        </message>
        <message>
            <source>Laid away</source>
            <translation>Scartata</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>coperta</translation>
        </message>
        <message>
            <source>This hand</source>
            <translation>Punti mano</translation>
        </message>
        <message>
            <source>{game} · hand {number}</source>
            <translation>{game} · mano {number}</translation>
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
            <translation>Sul tavolo: {plays}</translation>
        </message>
    </context>
    <context>
        <name>Trainer</name>
        <message>
            <source>Mixed levels</source>
            <translation>Livelli misti</translation>
        </message>
        <message>
            <source>{game}: {bid}</source>
            <translation>{game}: {bid}</translation>
        </message>
        <message>
            <source>You have not defended a hand yet.</source>
            <translation>Non hai ancora difeso nessuna mano.</translation>
        </message>
        <message>
            <source>You have not answered a practice deal yet.</source>
            <translation>Non hai ancora risposto a nessuna distribuzione di allenamento.</translation>
        </message>
        <message numerus="yes">
            <source>You have answered %n practice deal(s); on average a decision gave up {lost} marks against the best one (0 is perfect).</source>
            <translation>
                <numerusform>Hai risposto a %n distribuzione di allenamento; in media una decisione ti è costata {lost} segni rispetto alla migliore (0 è perfetto).</numerusform>
                <numerusform>Hai risposto a %n distribuzioni di allenamento; in media una decisione ti è costata {lost} segni rispetto alla migliore (0 è perfetto).</numerusform>
            </translation>
        </message>
        <message>
            <source>Your game in progress is saved: the table goes back to it when practice ends.</source>
            <translation>La tua partita in corso è salvata: il tavolo ci torna quando finisce l'allenamento.</translation>
        </message>
        <message>
            <source>Those of the game on the table.</source>
            <translation>Quelle della partita sul tavolo.</translation>
        </message>
        <message>
            <source>The Texas house rules preset: the game on the table is not Texas 42 for four.</source>
            <translation>Il preset Varianti del Texas: la partita sul tavolo non è Texas 42 a quattro.</translation>
        </message>
        <message>
            <source>Bidding practice</source>
            <translation>Allenamento all'asta</translation>
        </message>
        <message>
            <source>random</source>
            <translation>casuale</translation>
        </message>
        <message>
            <source>Leave empty for new deals, or enter a number to get a set of deals you can repeat.</source>
            <translation>Lascia vuoto per distribuzioni nuove, oppure inserisci un numero per avere una serie di distribuzioni da ripetere.</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>Decisioni</translation>
        </message>
        <message>
            <source>The seed must be a whole number, or empty.</source>
            <translation>Il numero della serie deve essere un numero intero, oppure vuoto.</translation>
        </message>
        <message>
            <source>Practice: what was really there</source>
            <translation>Allenamento: che cosa c'era davvero</translation>
        </message>
        <message>
            <source>The hint table (chance of making each bid)</source>
            <translation>La tabella del suggerimento (probabilità di mantenere ogni offerta)</translation>
        </message>
        <message>
            <source>Open hands: all four hands shown, perfect play, your side bidding</source>
            <translation>Mani scoperte: tutte e quattro le mani visibili, gioco perfetto, offre la tua coppia</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}.&lt;/b&gt; It is worth as much as the best decision, &lt;b&gt;{best}&lt;/b&gt;: 0 marks given up.</source>
            <translation>&lt;b&gt;La tua scelta: {mine}.&lt;/b&gt; Vale quanto la decisione migliore, &lt;b&gt;{best}&lt;/b&gt;: 0 segni persi.</translation>
        </message>
        <message>
            <source>Open hands</source>
            <translation>Mani scoperte</translation>
        </message>
        <message>
            <source>Those of your own game, not the lesson's, scored in marks: each bid is graded in expected marks.</source>
            <translation>Quelle della tua partita, non della lezione, contate in segni: ogni offerta è valutata in segni attesi.</translation>
        </message>
        <message>
            <source>Those of the game on the table, scored in marks: each bid is graded in expected marks.</source>
            <translation>Quelle della partita sul tavolo, contate in segni: ogni offerta è valutata in segni attesi.</translation>
        </message>
        <message>
            <source>The Texas house rules preset.</source>
            <translation>Il preset Varianti del Texas.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}.&lt;/b&gt; That is the best decision here: 0 marks given up.</source>
            <translation>&lt;b&gt;La tua scelta: {mine}.&lt;/b&gt; È la decisione migliore qui: 0 segni persi.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}&lt;/b&gt; gives up &lt;b&gt;{lost}&lt;/b&gt; expected marks against the best decision, &lt;b&gt;{best}&lt;/b&gt;.</source>
            <translation>&lt;b&gt;La tua scelta: {mine}&lt;/b&gt; ti costa &lt;b&gt;{lost}&lt;/b&gt; segni attesi rispetto alla decisione migliore, &lt;b&gt;{best}&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>The AI would choose: &lt;b&gt;{choice}&lt;/b&gt;.</source>
            <translation>L'IA sceglierebbe: &lt;b&gt;{choice}&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>makes</source>
            <translation>mantiene</translation>
        </message>
        <message>
            <source>fails</source>
            <translation>va sotto</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n presa</numerusform>
                <numerusform>%n prese</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n punti</numerusform>
            </translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Contratto</translation>
        </message>
        <message>
            <source>Your side takes</source>
            <translation>La tua coppia fa</translation>
        </message>
        <message>
            <source>Decision {number} · session average {lost} marks given up</source>
            <translation>Decisione {number} · media della sessione: {lost} segni persi</translation>
        </message>
        <message>
            <source>Practice session</source>
            <translation>Sessione di allenamento</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) · {best} best · {lost} marks given up on average</source>
            <translation>
                <numerusform>%n decisione · ottimali: {best} · in media {lost} segni persi</numerusform>
                <numerusform>%n decisioni · ottimali: {best} · in media {lost} segni persi</numerusform>
            </translation>
        </message>
        <message>
            <source>The decisions to look at again:</source>
            <translation>Le decisioni da rivedere:</translation>
        </message>
        <message>
            <source>No decision was answered in this session.</source>
            <translation>In questa sessione non è stata data nessuna risposta.</translation>
        </message>
        <message>
            <source>Every decision was the best one. Well bid!</source>
            <translation>Ogni decisione è stata la migliore. Ben offerto!</translation>
        </message>
        <message>
            <source>Deal {number}: you chose {mine}, best was {best} (−{lost} marks)</source>
            <translation>Distribuzione {number}: hai scelto {mine}, la migliore era {best} (−{lost} segni)</translation>
        </message>
        <message>
            <source>Hand review</source>
            <translation>Revisione della mano</translation>
        </message>
        <message>
            <source>Reviewing…</source>
            <translation>Revisione in corso…</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Revisione</translation>
        </message>
        <message>
            <source>Hand {number}.</source>
            <translation>Mano {number}.</translation>
        </message>
        <message>
            <source>Game points lost</source>
            <translation>Punti di partita persi</translation>
        </message>
        <message>
            <source>Best choice's chance</source>
            <translation>Probabilità della scelta migliore</translation>
        </message>
        <message>
            <source>The mistakes marked here do not go into My mistakes: it takes those of games of Texas 42 scored in marks.</source>
            <translation>Gli errori segnati qui non vanno in I miei errori: vi entrano solo quelli delle partite di Texas 42 a segni.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder loses {value} of the {need} tricks: the bidder could lose every trick.</source>
            <translation>Offerente: {who}, contratto: {contract}. Con tutte le mani scoperte e un gioco perfetto l'offerente perde {value} prese su {need}: l'offerente poteva perderle tutte.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder loses {value} of the {need} tricks: perfect defence would have made the bidder take one.</source>
            <translation>Offerente: {who}, contratto: {contract}. Con tutte le mani scoperte e un gioco perfetto l'offerente perde {value} prese su {need}: una difesa perfetta gliene avrebbe fatta fare una.</translation>
        </message>
        <message>
            <source>{bidder} bid, {who} named {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): they could make it.</source>
            <translation>Offerente: {bidder}, contratto chiamato da {who}: {contract}. Con tutte le mani scoperte e un gioco perfetto gli offerenti fanno {taken} (ne servivano {need}): potevano mantenere l'offerta.</translation>
        </message>
        <message>
            <source>{bidder} bid, {who} named {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): perfect defence would have set them.</source>
            <translation>Offerente: {bidder}, contratto chiamato da {who}: {contract}. Con tutte le mani scoperte e un gioco perfetto gli offerenti fanno {taken} (ne servivano {need}): una difesa perfetta li avrebbe mandati sotto.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): they could make it.</source>
            <translation>Offerente: {who}, contratto: {contract}. Con tutte le mani scoperte e un gioco perfetto gli offerenti fanno {taken} (ne servivano {need}): potevano mantenere l'offerta.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): perfect defence would have set them.</source>
            <translation>Offerente: {who}, contratto: {contract}. Con tutte le mani scoperte e un gioco perfetto gli offerenti fanno {taken} (ne servivano {need}): una difesa perfetta li avrebbe mandati sotto.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder takes {taken} (the bidder needed {need}): the bidder could make it.</source>
            <translation>Offerente: {who}, contratto: {contract}. Con tutte le mani scoperte e un gioco perfetto l'offerente fa {taken} (gliene servivano {need}): poteva mantenere l'offerta.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder takes {taken} (the bidder needed {need}): perfect defence would have set the bidder.</source>
            <translation>Offerente: {who}, contratto: {contract}. Con tutte le mani scoperte e un gioco perfetto l'offerente fa {taken} (gliene servivano {need}): una difesa perfetta l'avrebbe mandato sotto.</translation>
        </message>
        <message>
            <source>Marks lost</source>
            <translation>Segni persi</translation>
        </message>
        <message>
            <source>Those of your own game, not the lesson's.</source>
            <translation>Quelle della tua partita, non della lezione.</translation>
        </message>
        <message>
            <source>The table goes back to your game in progress when practice ends, but it cannot be saved: {loss}.</source>
            <translation>Alla fine dell'allenamento il tavolo torna alla tua partita in corso, ma non è possibile salvarla: {loss}.</translation>
        </message>
        <message>
            <source>The Texas house rules preset: your own game is not Texas 42 for four.</source>
            <translation>Il preset Varianti del Texas: la tua partita non è Texas 42 a quattro.</translation>
        </message>
        <message>
            <source>Hands dealt at your turn to bid: make the bid you would, then see what each bid was worth in each trump, and every hand as it was.</source>
            <translation>Mani distribuite al tuo turno di offrire: fai l'offerta che faresti, poi guarda quanto valeva ogni offerta con ogni briscola, e ogni mano com'era.</translation>
        </message>
        <message>
            <source>&amp;Your spot in the auction</source>
            <translation>Il &amp;tuo posto nell'asta</translation>
        </message>
        <message>
            <source>&amp;Hands</source>
            <translation>&amp;Mani</translation>
        </message>
        <message>
            <source>&amp;Decisions</source>
            <translation>&amp;Decisioni</translation>
        </message>
        <message>
            <source>S&amp;eed</source>
            <translation>&amp;Numero della serie</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Inizia</translation>
        </message>
        <message>
            <source>&amp;Play it out</source>
            <translation>&amp;Giocala fino in fondo</translation>
        </message>
        <message>
            <source>&amp;Watch the AIs play it</source>
            <translation>G&amp;uarda come la giocano le IA</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>&amp;Prossima distribuzione</translation>
        </message>
        <message>
            <source>&amp;End session</source>
            <translation>&amp;Termina la sessione</translation>
        </message>
        <message>
            <source>&amp;Summary</source>
            <translation>&amp;Riepilogo</translation>
        </message>
        <message>
            <source>Deal this decision again, to answer it once more</source>
            <translation>Distribuisci di nuovo questa decisione, per rispondere ancora una volta</translation>
        </message>
        <message>
            <source>Review's progress</source>
            <translation>Avanzamento della revisione</translation>
        </message>
        <message>
            <source>Counted as if every trick were played out.</source>
            <translation>Contato come se ogni presa fosse giocata fino in fondo.</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Posto</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Azione</translation>
        </message>
        <message>
            <source>Your chance</source>
            <translation>Tua prob.</translation>
        </message>
        <message>
            <source>Better choice, and why</source>
            <translation>Scelta migliore, e perché</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>obbligata</translation>
        </message>
        <message>
            <source>&lt;b&gt;the widow&lt;/b&gt; {tile}</source>
            <translation>&lt;b&gt;la tessera in più&lt;/b&gt; {tile}</translation>
        </message>
        <message>
            <source>Hands as dealt: {hands}</source>
            <translation>Mani distribuite: {hands}</translation>
        </message>
        <message>
            <source>Better: {choice}</source>
            <translation>Meglio: {choice}</translation>
        </message>
        <message>
            <source>Good: {why}</source>
            <translation>Bene: {why}</translation>
        </message>
        <message>
            <source>Yours: {why}</source>
            <translation>La tua: {why}</translation>
        </message>
        <message>
            <source>You have not answered a play-practice position yet: Practice → Play practice asks what you would play, and each answer counts here.</source>
            <translation>Non hai ancora risposto a nessuna posizione di allenamento al gioco: Allenamento → Allenamento al gioco ti chiede cosa giocheresti, e ogni risposta conta qui.</translation>
        </message>
        <message numerus="yes">
            <source>You have answered %n play-practice position(s), {right} of them right ({share}); on average a tile gave up {lost} chance against the best one (0% is perfect).</source>
            <translation>
                <numerusform>Hai risposto a %n posizione di allenamento al gioco, {right} giuste ({share}); in media una tessera ha perso {lost} di probabilità rispetto alla migliore (0% è perfetto).</numerusform>
                <numerusform>Hai risposto a %n posizioni di allenamento al gioco, {right} giuste ({share}); in media una tessera ha perso {lost} di probabilità rispetto alla migliore (0% è perfetto).</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiche</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Partite</translation>
        </message>
        <message>
            <source>Bids by contract</source>
            <translation>Offerte per contratto</translation>
        </message>
        <message>
            <source>Bids by level</source>
            <translation>Offerte per livello</translation>
        </message>
        <message>
            <source>Make rate per contract (your side bidding)</source>
            <translation>Offerte mantenute per contratto (offre la tua coppia)</translation>
        </message>
        <message>
            <source>Make rate per contract (your bids)</source>
            <translation>Offerte mantenute per contratto (le tue offerte)</translation>
        </message>
        <message>
            <source>Make rate per contract (your bids, and your partner's in Texas 42)</source>
            <translation>Offerte mantenute per contratto (le tue offerte, e quelle del compagno nel Texas 42)</translation>
        </message>
        <message numerus="yes">
            <source>Your side was forced to bid in %n hand(s) (everyone else passed) and made {made}; those are not in the tables.</source>
            <translation>
                <numerusform>La tua squadra ha dovuto offrire in %n mano (tutti gli altri hanno passato) e l'ha mantenuta {made} volte; quella mano non è nelle tabelle.</numerusform>
                <numerusform>La tua squadra ha dovuto offrire in %n mani (tutti gli altri hanno passato) e ne ha mantenute {made}; quelle mani non sono nelle tabelle.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play practice by day</source>
            <translation>Allenamento al gioco per giorno</translation>
        </message>
        <message>
            <source>Play practice: average chance given up per day</source>
            <translation>Allenamento al gioco: probabilità persa in media al giorno</translation>
        </message>
        <message>
            <source>You have not finished a game yet: a game counts here when it ends.</source>
            <translation>Non hai ancora finito nessuna partita: una partita conta qui quando finisce.</translation>
        </message>
        <message>
            <source>Bidding and defence</source>
            <translation>Asta e difesa</translation>
        </message>
        <message>
            <source>Play practice</source>
            <translation>Allenamento al gioco</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Gioco</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Avversari</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vinte</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>% vittorie</translation>
        </message>
        <message>
            <source>Times</source>
            <translation>Volte</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Mantenute</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Sotto</translation>
        </message>
        <message>
            <source>Made %</source>
            <translation>% mantenute</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Offerta</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>Giorno</translation>
        </message>
        <message numerus="yes">
            <source>On defence you have set the bid in %n hand(s) of {hands} ({share}).</source>
            <translation>
                <numerusform>In difesa hai mandato sotto l'offerta in %n mano su {hands} ({share}).</numerusform>
                <numerusform>In difesa hai mandato sotto l'offerta in %n mani su {hands} ({share}).</numerusform>
            </translation>
        </message>
        <message>
            <source>Bidding practice: average marks given up per day</source>
            <translation>Allenamento all'asta: segni persi in media al giorno</translation>
        </message>
        <message>
            <source>Bidding practice by day</source>
            <translation>Allenamento all'asta per giorno</translation>
        </message>
        <message>
            <source>&amp;Reset statistics…</source>
            <translation>&amp;Azzera le statistiche…</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Chiudi</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Migliori</translation>
        </message>
        <message>
            <source>Marks given up</source>
            <translation>Segni persi</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>Posizioni</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Giuste</translation>
        </message>
        <message>
            <source>Chance given up</source>
            <translation>Probabilità persa</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Azzera le statistiche</translation>
        </message>
        <message>
            <source>Delete every statistic kept so far? This cannot be undone.</source>
            <translation>Cancellare tutte le statistiche raccolte finora? Non si può annullare.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <source>Words in the reasons, explained in the rules: {words}</source>
            <translation>Parole delle spiegazioni, spiegate nelle regole: {words}</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Lesson</source>
            <translation>Lezione</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Avanti</translation>
        </message>
        <message>
            <source>Next card</source>
            <translation>Scheda successiva</translation>
        </message>
        <message>
            <source>End lesson</source>
            <translation>Termina la lezione</translation>
        </message>
        <message>
            <source>Not this one. {reason}</source>
            <translation>Non così. {reason}</translation>
        </message>
        <message>
            <source>This lesson is over: press Continue lesson, or Back to the game.</source>
            <translation>Questa lezione è finita: premi Continua la lezione, oppure Torna alla partita.</translation>
        </message>
        <message>
            <source>This lesson is over: press Next lesson, or Back to the game.</source>
            <translation>Questa lezione è finita: premi Prossima lezione, o Torna alla partita.</translation>
        </message>
        <message>
            <source>This lesson is over: press Play a first game, or Back to the game.</source>
            <translation>Questa lezione è finita: premi Gioca una prima partita, o Torna alla partita.</translation>
        </message>
        <message>
            <source>Lesson complete: you have done every lesson, well played! Now try a first game against Easy players, with Hint (H) and Undo on, or practise from the Practice menu. Too fast? L shows the tricks played, and Settings &gt; Preferences &gt; Animation: Slow slows the table.</source>
            <translation>Lezione completata: hai fatto tutte le lezioni, ben giocato! Ora prova una prima partita contro giocatori Facili, con Suggerimento (H) e Annulla attivi, o allenati dal menu Allenamento. Troppo veloce? L mostra le prese giocate, e Impostazioni &gt; Preferenze &gt; Animazione: Lenta rallenta il tavolo.</translation>
        </message>
        <message>
            <source>This lesson shows you each move, so Hint (H) is off in it.</source>
            <translation>Questa lezione ti mostra ogni mossa, quindi Suggerimento (H) è disattivato.</translation>
        </message>
        <message>
            <source>The lesson goes on where you left it; F2 offers Start again.</source>
            <translation>La lezione riprende da dove l'avevi lasciata; F2 offre Ricomincia.</translation>
        </message>
        <message>
            <source>Where you left this lesson could not be restored (the lesson may have changed): it starts from its first card.</source>
            <translation>Non è stato possibile ripristinare il punto in cui avevi lasciato questa lezione (forse la lezione è cambiata): ricomincia dalla prima scheda.</translation>
        </message>
        <message>
            <source>Watch the other players…</source>
            <translation>Guarda gli altri giocatori…</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Fine</translation>
        </message>
        <message>
            <source>Lesson complete. Next: {title}, which you left midway.</source>
            <translation>Lezione completata. Prossima: {title}, che avevi lasciato a metà.</translation>
        </message>
        <message>
            <source>Lesson complete. Next: {title}.</source>
            <translation>Lezione completata. Prossima: {title}.</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>Prossima lezione</translation>
        </message>
        <message>
            <source>Back to the game</source>
            <translation>Torna alla partita</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Impara a giocare</translation>
        </message>
        <message>
            <source>Short lessons on the real table, a few minutes each. You have done {done} of {all}.</source>
            <translation>Brevi lezioni sul vero tavolo, di pochi minuti ciascuna. Ne hai fatte {done} su {all}.</translation>
        </message>
        <message>
            <source>Lessons</source>
            <translation>Lezioni</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}, done: {summary}</source>
            <translation>Lezione {number}, {title}, completata: {summary}</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}, in progress: {summary}</source>
            <translation>Lezione {number}, {title}, in corso: {summary}</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}: {summary}</source>
            <translation>Lezione {number}, {title}: {summary}</translation>
        </message>
        <message>
            <source>{title} (in progress)</source>
            <translation>{title} (in corso)</translation>
        </message>
        <message>
            <source>Some lessons could not be read: {error}</source>
            <translation>Impossibile leggere alcune lezioni: {error}</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>Inizia la lezione</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>Ricomincia</translation>
        </message>
        <message>
            <source>Start this lesson again from its first card</source>
            <translation>Ricomincia questa lezione dalla prima scheda</translation>
        </message>
        <message>
            <source>Play a first game</source>
            <translation>Gioca una prima partita</translation>
        </message>
        <message>
            <source>A new game against Easy players, with Hint and Undo on</source>
            <translation>Una nuova partita contro giocatori Facili, con Suggerimento e Annulla attivi</translation>
        </message>
        <message>
            <source>Continue lesson</source>
            <translation>Continua la lezione</translation>
        </message>
        <message>
            <source>Go on from the card where you left this lesson</source>
            <translation>Riprendi dalla scheda in cui hai lasciato questa lezione</translation>
        </message>
    </context>
    <context>
        <name>Work</name>
        <message>
            <source>The computer player's process had stopped; it was restarted and the game goes on.</source>
            <translation>Il processo del giocatore del computer si era fermato; è stato riavviato e la partita continua.</translation>
        </message>
        <message>
            <source>The computer player stopped answering; it was restarted and the game goes on.</source>
            <translation>Il giocatore del computer non rispondeva più; è stato riavviato e la partita continua.</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>the {tile} is given twice</source>
            <translation>il {tile} è indicato due volte</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) given: a hand has {size}</source>
            <translation>
                <numerusform>%n tessera indicata: una mano ne ha {size}</numerusform>
                <numerusform>%n tessere indicate: una mano ne ha {size}</numerusform>
            </translation>
        </message>
        <message>
            <source>a bid is a number or {pass_}, got {word}</source>
            <translation>un'offerta è un numero o {pass_}, ricevuto {word}</translation>
        </message>
        <message numerus="yes">
            <source>there are only %n seats</source>
            <translation>
                <numerusform>c'è un solo posto</numerusform>
                <numerusform>ci sono solo %n posti</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} is in two hands</source>
            <translation>il {tile} è in due mani</translation>
        </message>
        <message>
            <source>the {tile} is not used in this game</source>
            <translation>il {tile} non si usa in questo gioco</translation>
        </message>
        <message numerus="yes">
            <source>%n bid(s) given: the seats before yours make {place}</source>
            <translation>
                <numerusform>%n offerta indicata: chi parla prima di te ne fa {place}</numerusform>
                <numerusform>%n offerte indicate: chi parla prima di te ne fa {place}</numerusform>
            </translation>
        </message>
        <message>
            <source>those bids end the auction before your turn</source>
            <translation>quelle offerte chiudono l'asta prima del tuo turno</translation>
        </message>
    </context>
    <context>
        <name>datafile</name>
        <message>
            <source>the text is damaged: a name in it is written twice</source>
            <translation>il testo è danneggiato: un nome vi è scritto due volte</translation>
        </message>
        <message>
            <source>the file is over {limit} KB, larger than any Texas 42 writes</source>
            <translation>il file supera {limit} KB, più di quanto Texas 42 scriva mai</translation>
        </message>
        <message>
            <source>the file is not text, or not in the UTF-8 encoding Texas 42 writes</source>
            <translation>il file non è testo, o non è nella codifica UTF-8 che Texas 42 scrive</translation>
        </message>
        <message>
            <source>the text is damaged: it is nested too deeply</source>
            <translation>il testo è danneggiato: è annidato troppo in profondità</translation>
        </message>
        <message>
            <source>the text is damaged: a number in it is too long</source>
            <translation>il testo è danneggiato: un numero è troppo lungo</translation>
        </message>
        <message>
            <source>what it holds is not what Texas 42 writes there</source>
            <translation>ciò che contiene non è ciò che Texas 42 vi scrive</translation>
        </message>
        <message>
            <source>{name} is a folder, where a file should be</source>
            <translation>{name} è una cartella, dove dovrebbe esserci un file</translation>
        </message>
        <message>
            <source>{name} is a file, where a folder should be</source>
            <translation>{name} è un file, dove dovrebbe esserci una cartella</translation>
        </message>
        <message>
            <source>a file stands where a folder of its path should be</source>
            <translation>c'è un file dove il suo percorso vorrebbe una cartella</translation>
        </message>
        <message>
            <source>permission is refused</source>
            <translation>il permesso è negato</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>il disco è di sola lettura</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>il disco è pieno</translation>
        </message>
        <message>
            <source>it is not there</source>
            <translation>non c'è</translation>
        </message>
        <message>
            <source>the disk could not be read or written</source>
            <translation>il disco non si è potuto leggere o scrivere</translation>
        </message>
        <message>
            <source>the system says: {error}</source>
            <extracomment>{error} is the system's own message (in English).</extracomment>
            <translation>il sistema dice: {error}</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>unknown trump {value} (allowed: {allowed})</source>
            <translation>briscola sconosciuta {value} (permesse: {allowed})</translation>
        </message>
        <message>
            <source>there is no contract yet</source>
            <translation>non c'è ancora un contratto</translation>
        </message>
        <message>
            <source>laying down is not played in this game (house rule off)</source>
            <translation>in questa partita non si può calare la mano (variante disattivata)</translation>
        </message>
        <message>
            <source>nobody lays down in {contract}: every trick is played</source>
            <translation>nel {contract} nessuno può calare la mano: si giocano tutte le prese</translation>
        </message>
        <message>
            <source>a trump is still out and could ruff your {tile}</source>
            <translation>c'è ancora fuori una briscola che potrebbe tagliare il tuo {tile}</translation>
        </message>
        <message>
            <source>the {rival} is still out and could beat your {tile}</source>
            <translation>c'è ancora fuori la tessera {rival}, che potrebbe battere il tuo {tile}</translation>
        </message>
        <message>
            <source>a trump is still out and could ruff their {tile}</source>
            <translation>c'è ancora fuori una briscola che potrebbe tagliare il suo {tile}</translation>
        </message>
        <message>
            <source>the {rival} is still out and could beat their {tile}</source>
            <translation>c'è ancora fuori la tessera {rival}, che potrebbe battere il suo {tile}</translation>
        </message>
        <message>
            <source>seat must be 0 to {last}, got {seat}</source>
            <translation>il posto deve andare da 0 a {last}, ricevuto {seat}</translation>
        </message>
        <message>
            <source>hand {hand}</source>
            <translation>mano {hand}</translation>
        </message>
        <message>
            <source>hand {hand}, action {action}</source>
            <translation>mano {hand}, azione {action}</translation>
        </message>
        <message>
            <source>{where}: {error}</source>
            <extracomment>{where} is "hand 2" or "hand 2, action 5" in a record; {error} says what is wrong there.</extracomment>
            <translation>{where}: {error}</translation>
        </message>
        <message>
            <source>a hand must be an object</source>
            <translation>una mano deve essere un oggetto</translation>
        </message>
        <message>
            <source>unknown key(s) {keys} (known: {known})</source>
            <translation>chiavi sconosciute {keys} (note: {known})</translation>
        </message>
        <message>
            <source>Texas 42 opens the game files it saves (.t42): choose one of those.</source>
            <translation>Texas 42 apre i file di partita che salva (.t42): scegline uno.</translation>
        </message>
        <message>
            <source>The file may have been changed or damaged since it was saved. If someone sent it to you, ask them for a new copy.</source>
            <translation>Il file potrebbe essere stato modificato o danneggiato dopo il salvataggio. Se qualcuno te l'ha mandato, chiedigliene una nuova copia.</translation>
        </message>
        <message>
            <source>It was saved by a newer version of Texas 42: open it with that version, or update this one.</source>
            <translation>È stato salvato da una versione più recente di Texas 42: aprilo con quella versione, o aggiorna questa.</translation>
        </message>
        <message>
            <source>Check that you may read the file, or copy it to a folder of yours and open the copy.</source>
            <translation>Controlla di avere il permesso di leggere il file, o copialo in una tua cartella e apri la copia.</translation>
        </message>
        <message>
            <source>Save it again as UTF-8 text (a text editor offers that), then open it.</source>
            <translation>Salvalo di nuovo come testo UTF-8 (un editor di testo lo permette), poi aprilo.</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>è una cartella, non un file</translation>
        </message>
        <message>
            <source>it is not an ordinary file (a device or a pipe)</source>
            <translation>non è un file normale (un dispositivo o una pipe)</translation>
        </message>
        <message>
            <source>the file is {size} KB, too large for a game record (records over {limit} KB are refused)</source>
            <translation>il file è di {size} KB, troppo grande per una registrazione di partita (oltre {limit} KB sono rifiutate)</translation>
        </message>
        <message>
            <source>the file cannot be read ({error})</source>
            <translation>il file non si può leggere ({error})</translation>
        </message>
        <message>
            <source>the text is over {limit} KB, too large for a game record</source>
            <translation>il testo supera {limit} KB, troppo per una registrazione di partita</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>il file è vuoto</translation>
        </message>
        <message>
            <source>it is not a game record (its JSON is nested too deeply)</source>
            <translation>non è una registrazione di partita (il suo JSON è annidato troppo a fondo)</translation>
        </message>
        <message>
            <source>its text is not UTF-8, the encoding of game records</source>
            <translation>il suo testo non è UTF-8, la codifica delle registrazioni di partita</translation>
        </message>
        <message>
            <source>it is not a text file, so not a game record</source>
            <translation>non è un file di testo, quindi non è una registrazione di partita</translation>
        </message>
        <message>
            <source>the text is damaged or cut short: it stops making sense at line {line}, character {column}</source>
            <translation>il testo è danneggiato o troncato: smette di avere senso alla riga {line}, carattere {column}</translation>
        </message>
        <message>
            <source>the text is damaged: {error}</source>
            <translation>il testo è danneggiato: {error}</translation>
        </message>
        <message>
            <source>a number is too long to be part of a game</source>
            <translation>un numero è troppo lungo per far parte di una partita</translation>
        </message>
        <message>
            <source>it is not a game record (its top level must be a JSON object)</source>
            <translation>non è una registrazione di partita (il livello più esterno deve essere un oggetto JSON)</translation>
        </message>
        <message>
            <source>it is not a Texas 42 record (its format must be "{format}")</source>
            <translation>non è una registrazione di Texas 42 (il formato deve essere "{format}")</translation>
        </message>
        <message>
            <source>it is record version {version}; this app reads version {known}</source>
            <extracomment>{known} is the version of the record format this app reads (1).</extracomment>
            <translation>è una registrazione di versione {version}; questa app legge la versione {known}</translation>
        </message>
        <message>
            <source>unknown variant {value} ("42", "moon" or "42-three")</source>
            <translation>variante sconosciuta {value} ("42", "moon" o "42-three")</translation>
        </message>
        <message>
            <source>"hands" must be a list</source>
            <translation>"hands" deve essere una lista</translation>
        </message>
        <message>
            <source>"seed" must be a whole number from 0 to {last}</source>
            <translation>"seed" deve essere un numero intero da 0 a {last}</translation>
        </message>
        <message>
            <source>"players" must be a list of {n} names</source>
            <translation>"players" deve essere una lista di {n} nomi</translation>
        </message>
        <message>
            <source>"shaker" must be a seat from 0 to {last}</source>
            <translation>«shaker» deve essere un posto da 0 a {last}</translation>
        </message>
        <message>
            <source>"deal" must list the tiles of each of the {n} seats</source>
            <translation>«deal» deve elencare le tessere di ciascuno dei {n} posti</translation>
        </message>
        <message>
            <source>a tile is dealt twice to one seat</source>
            <translation>una tessera è distribuita due volte allo stesso posto</translation>
        </message>
        <message>
            <source>deal: {error}</source>
            <extracomment>{error} is what is wrong with the tiles dealt in a record.</extracomment>
            <translation>distribuzione: {error}</translation>
        </message>
        <message>
            <source>"actions" must be a list</source>
            <translation>«actions» deve essere una lista</translation>
        </message>
        <message>
            <source>an action must be an object</source>
            <translation>un'azione deve essere un oggetto</translation>
        </message>
        <message>
            <source>"seat" must be a seat from 0 to {last}</source>
            <translation>«seat» deve essere un posto da 0 a {last}</translation>
        </message>
        <message>
            <source>an action has a seat and exactly one of bid, trump, discard, play, claim</source>
            <translation>un'azione ha un posto e una sola tra bid, trump, discard, play e claim</translation>
        </message>
        <message>
            <source>"special" goes with a bid</source>
            <translation>«special» va insieme a un'offerta (bid)</translation>
        </message>
        <message>
            <source>a claim is written "claim": true, got {value}</source>
            <translation>una calata si scrive "claim": true, ricevuto {value}</translation>
        </message>
        <message>
            <source>a bid is a number or "pass", got {value}</source>
            <translation>un'offerta è un numero o "pass", ricevuto {value}</translation>
        </message>
        <message>
            <source>unknown special bid {value} ("plunge" or "splash")</source>
            <translation>offerta speciale sconosciuta {value} («plunge» o «splash»)</translation>
        </message>
        <message>
            <source>rule {key} must be a whole number from {low} to {high}, got {value}</source>
            <translation>la regola {key} deve essere un numero intero da {low} a {high}, ricevuto {value}</translation>
        </message>
        <message>
            <source>rules must be an object, got {type}</source>
            <translation>le regole devono essere un oggetto, ricevuto {type}</translation>
        </message>
        <message>
            <source>unknown preset {name} (presets: {presets})</source>
            <translation>regole predefinite sconosciute {name} (disponibili: {presets})</translation>
        </message>
        <message>
            <source>unknown rule {key} for {variant}</source>
            <translation>regola sconosciuta {key} per {variant}</translation>
        </message>
        <message>
            <source>rule {key} must be one of {allowed}, got {value}</source>
            <translation>la regola {key} deve essere uno tra {allowed}, ricevuto {value}</translation>
        </message>
        <message>
            <source>rule 'opening_bidder' cannot be "holder_1_0" in 42 for three: the 1-0 is not used</source>
            <translation>la regola 'opening_bidder' non può essere "holder_1_0" nel 42 a tre: l'1-0 non si usa</translation>
        </message>
        <message>
            <source>rule {key} needs partners: it is not played in 42 for three</source>
            <translation>la regola {key} richiede i compagni: non si usa nel 42 a tre</translation>
        </message>
        <message>
            <source>variant must be one of {allowed}, got {value}</source>
            <translation>la variante deve essere una tra {allowed}, ricevuto {value}</translation>
        </message>
        <message>
            <source>unknown rule {key} for {variant} (known: {known})</source>
            <translation>regola sconosciuta {key} per {variant} (note: {known})</translation>
        </message>
        <message>
            <source>rule {key} must be false or {fields}, got {value}</source>
            <translation>la regola {key} deve essere false oppure {fields}, ricevuto {value}</translation>
        </message>
        <message>
            <source>rule {key} must be {low} or {high}, got {value}</source>
            <translation>la regola {key} deve essere {low} o {high}, ricevuto {value}</translation>
        </message>
        <message>
            <source>rule {key} must be false, true or an object, got {value}</source>
            <translation>la regola {key} deve essere false, true o un oggetto, ricevuto {value}</translation>
        </message>
        <message>
            <source>rule {key} has unknown key(s) {keys} (known: {known})</source>
            <translation>la regola {key} ha chiavi sconosciute {keys} (note: {known})</translation>
        </message>
        <message>
            <source>bidder must be a seat from 0 to {last}, got {seat}</source>
            <translation>l'offerente deve essere un posto da 0 a {last}, ricevuto {seat}</translation>
        </message>
        <message>
            <source>no seat may act: the hand is in the {phase} phase</source>
            <translation>nessun posto può agire: la mano è in fase di {phase}</translation>
        </message>
        <message>
            <source>{name} is not played in this game (house rule off)</source>
            <translation>{name}: non si gioca in questa partita (variante disattivata)</translation>
        </message>
        <message numerus="yes">
            <source>a Plunge here is a bid of %n mark(s) ({points})</source>
            <translation>
                <numerusform>qui un Tuffo è un'offerta di %n segno ({points})</numerusform>
                <numerusform>qui un Tuffo è un'offerta di %n segni ({points})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a Splash here is a bid of %n mark(s) ({points})</source>
            <translation>
                <numerusform>qui un Tuffetto è un'offerta di %n segno ({points})</numerusform>
                <numerusform>qui un Tuffetto è un'offerta di %n segni ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} cannot be named on a plunge</source>
            <translation>con un Tuffo non si può chiamare {name}</translation>
        </message>
        <message>
            <source>{name} cannot be named on a splash</source>
            <translation>con un Tuffetto non si può chiamare {name}</translation>
        </message>
        <message>
            <source>first shaker must be a seat from 0 to {last}</source>
            <translation>il primo mazziere deve essere un posto da 0 a {last}</translation>
        </message>
        <message>
            <source>cannot deal now: the hand is in the {phase} phase</source>
            <translation>impossibile distribuire ora: la mano è in fase di {phase}</translation>
        </message>
        <message>
            <source>a deal gives {seats} seats {size} tiles each</source>
            <translation>una distribuzione dà {size} tessere a ciascuno dei {seats} posti</translation>
        </message>
        <message>
            <source>this variant deals a widow tile</source>
            <translation>questa variante distribuisce una tessera in più</translation>
        </message>
        <message>
            <source>this variant has no widow</source>
            <translation>questa variante non ha la tessera in più</translation>
        </message>
        <message>
            <source>tile {tile} is not in play in {variant}</source>
            <translation>la tessera {tile} non è in gioco in {variant}</translation>
        </message>
        <message>
            <source>tile {tile} is dealt twice</source>
            <translation>la tessera {tile} è distribuita due volte</translation>
        </message>
        <message>
            <source>the deal does not use every tile of the set</source>
            <translation>la distribuzione non usa tutte le tessere del set</translation>
        </message>
        <message>
            <source>the next hand starts after a scored hand, not in the {phase} phase</source>
            <translation>la prossima mano comincia dopo una mano conteggiata, non in fase di {phase}</translation>
        </message>
        <message>
            <source>{value} is not an action</source>
            <translation>{value} non è un'azione</translation>
        </message>
        <message>
            <source>a bid is a whole number, not {value}</source>
            <translation>un'offerta è un numero intero, non {value}</translation>
        </message>
        <message>
            <source>unknown special bid {value} (known: plunge, splash)</source>
            <translation>offerta speciale sconosciuta {value} (note: plunge, splash)</translation>
        </message>
        <message>
            <source>bid {value} is below the minimum bid of {minimum}</source>
            <translation>l'offerta {value} è sotto l'offerta minima di {minimum}</translation>
        </message>
        <message>
            <source>bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42</source>
            <translation>{value} non è un'offerta valida: i punti vanno da {minimum} a 41, i segni sono multipli di 42</translation>
        </message>
        <message>
            <source>mark bids above 42 are not allowed (house rule: no 84)</source>
            <translation>le offerte a segni oltre 42 non sono permesse (variante: niente 84)</translation>
        </message>
        <message numerus="yes">
            <source>the highest bid is %n marks ({points})</source>
            <translation>
                <numerusform>l'offerta più alta è di %n segno ({points})</numerusform>
                <numerusform>l'offerta più alta è di %n segni ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>after a mark bid the next bid must be exactly one mark more ({points})</source>
            <translation>dopo un'offerta a segni la successiva deve essere esattamente di un segno in più ({points})</translation>
        </message>
        <message>
            <source>{seat} cannot bid now: it is the {phase} phase</source>
            <translation>{seat} non può offrire ora: la mano è in fase di {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot name trump now: it is the {phase} phase</source>
            <translation>{seat} non può chiamare la briscola ora: la mano è in fase di {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot discard now: it is the {phase} phase</source>
            <translation>{seat} non può scartare ora: la mano è in fase di {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot play a tile now: it is the {phase} phase</source>
            <translation>{seat} non può giocare una tessera ora: la mano è in fase di {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot lay down now: it is the {phase} phase</source>
            <translation>{seat} non può calare la mano ora: la mano è in fase di {phase}</translation>
        </message>
        <message>
            <source>{seat} does not hold {tile}</source>
            <translation>{seat} non ha {tile}</translation>
        </message>
        <message>
            <source>{seat} must play the tile closest to 7 (holds {held})</source>
            <translation>{seat} deve giocare la tessera più vicina a 7 (ha {held})</translation>
        </message>
        <message>
            <source>{seat} must follow {suit} (holds {held})</source>
            <translation>{seat} deve rispondere al {suit} (ha {held})</translation>
        </message>
        <message>
            <source>{seat} may not pass: everyone else passed, so the last bidder must bid {minimum}</source>
            <translation>{seat} non può passare: tutti gli altri hanno passato, quindi l'ultimo deve offrire {minimum}</translation>
        </message>
        <message>
            <source>{seat} is forced to bid the minimum, {minimum}</source>
            <translation>{seat} è obbligato a offrire il minimo, {minimum}</translation>
        </message>
        <message>
            <source>a Plunge needs at least {need} doubles; {seat} holds {have}</source>
            <translation>per un Tuffo servono almeno {need} doppi; {seat} ne ha {have}</translation>
        </message>
        <message>
            <source>a Splash needs at least {need} doubles; {seat} holds {have}</source>
            <translation>per un Tuffetto servono almeno {need} doppi; {seat} ne ha {have}</translation>
        </message>
        <message>
            <source>{seat} cannot lay down now: only the player to lead may, before the trick</source>
            <translation>{seat} non può calare la mano ora: può farlo solo chi apre, prima della presa</translation>
        </message>
        <message>
            <source>{seat} cannot lay down: {reason}</source>
            <translation>{seat} non può calare la mano: {reason}</translation>
        </message>
        <message>
            <source>a Moon bid is {minimum} to {tricks} tricks or {shot} (shoot the moon), not {value}</source>
            <extracomment>{tricks} is a hand's tricks (7), {shot} the bid to shoot the moon (21).</extracomment>
            <translation>in Moon un'offerta va da {minimum} a {tricks} prese oppure è {shot} (sparare alla luna), non {value}</translation>
        </message>
        <message>
            <source>the first mark bid of an auction is 1 or 2 marks (42 or 84)</source>
            <translation>la prima offerta a segni di un'asta è di 1 o 2 segni (42 o 84)</translation>
        </message>
        <message>
            <source>{value} is not a contract</source>
            <translation>{value} non è un contratto</translation>
        </message>
        <message>
            <source>{contract} cannot be named in this game of Moon</source>
            <translation>in questa partita di Moon non si può chiamare: {contract}</translation>
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points})</source>
            <translation>
                <numerusform>{name} richiede un'offerta di almeno %n segno ({points})</numerusform>
                <numerusform>{name} richiede un'offerta di almeno %n segni ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} is not allowed here</source>
            <translation>contratto non permesso qui: {contract}</translation>
        </message>
        <message>
            <source>nothing to undo</source>
            <translation>niente da annullare</translation>
        </message>
        <message>
            <source>Nello is not played under these rules</source>
            <translation>con queste regole non si gioca il Nello</translation>
        </message>
        <message>
            <source>{value} is not a tile</source>
            <translation>{value} non è una tessera</translation>
        </message>
        <message>
            <source>bid {value} must beat the high bid of {high}</source>
            <translation>l'offerta {value} deve superare l'offerta più alta di {high}</translation>
        </message>
        <message>
            <source>the game was already over</source>
            <translation>la partita era già finita</translation>
        </message>
        <message>
            <source>the previous hand is not finished</source>
            <translation>la mano precedente non è finita</translation>
        </message>
        <message>
            <source>the shaker should be seat {right}, not seat {wrong}</source>
            <translation>il mazziere dovrebbe essere il posto {right}, non il posto {wrong}</translation>
        </message>
        <message>
            <source>the hand is already over</source>
            <translation>la mano è già finita</translation>
        </message>
        <message>
            <source>it is seat {right}'s turn, not seat {wrong}'s</source>
            <translation>tocca al posto {right}, non al posto {wrong}</translation>
        </message>
        <message>
            <source>a tile end must be 0-6, got {high}-{low}</source>
            <translation>un lato di una tessera deve andare da 0 a 6, ricevuto {high}-{low}</translation>
        </message>
        <message>
            <source>tile ends run from 0 to 6, got {value}</source>
            <translation>i lati delle tessere vanno da 0 a 6, ricevuto {value}</translation>
        </message>
        <message>
            <source>a tile is written like "6-4", got {value}</source>
            <translation>una tessera si scrive come «6-4», ricevuto {value}</translation>
        </message>
        <message>
            <source>"levels" must give each of the {n} seats an AI level ({known}) or null for a human player</source>
            <extracomment>{known} lists the AI levels ("easy", "normal", ...); null is JSON's word for "none", kept as it is.</extracomment>
            <translation>"levels" deve dare a ciascuno dei {n} posti un livello del computer ({known}) o null per un giocatore umano</translation>
        </message>
        <message>
            <source>unknown AI level {value} for {seat} in "levels" (known: {known}, or null for a human player)</source>
            <extracomment>{seat} is a seat as the record's table names it ("West", "East (Cy)"); {known} lists the AI levels.</extracomment>
            <translation>livello del computer sconosciuto {value} per {seat} in "levels" (noti: {known}, o null per un giocatore umano)</translation>
        </message>
    </context>
    <context>
        <name>hints</name>
        <message numerus="yes">
            <source>%n trump(s) with the {tile}</source>
            <translation>
                <numerusform>%n briscola con il doppio {tile}</numerusform>
                <numerusform>%n briscole con il doppio {tile}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trump(s)</source>
            <translation>
                <numerusform>%n briscola</numerusform>
                <numerusform>%n briscole</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n other double(s)</source>
            <translation>
                <numerusform>%n altro doppio</numerusform>
                <numerusform>%n altri doppi</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n double(s)</source>
            <translation>
                <numerusform>%n doppio</numerusform>
                <numerusform>%n doppi</numerusform>
            </translation>
        </message>
        <message>
            <source>No trumps</source>
            <translation>Nessuna briscola</translation>
        </message>
        <message>
            <source>no trumps</source>
            <translation>nessuna briscola</translation>
        </message>
        <message>
            <source>{hand}; the {tiles} is exposed</source>
            <extracomment>{hand} describes a hand's trumps and doubles; an exposed tile is count that may be lost.</extracomment>
            <translation>{hand}; il {tiles} è a rischio</translation>
        </message>
        <message>
            <source>{hand}; the {tiles} are exposed</source>
            <translation>{hand}; i carichi {tiles} sono a rischio</translation>
        </message>
        <message>
            <source>The recommendation is the bid with the most expected marks; passing is not allowed here.</source>
            <translation>Il consiglio è l'offerta con più segni attesi; qui non si può passare.</translation>
        </message>
        <message>
            <source>The recommendation is the bid with the most expected game points; passing is not allowed here.</source>
            <translation>Il consiglio è l'offerta con più punti di partita attesi; qui non si può passare.</translation>
        </message>
        <message>
            <source>The recommendation is the choice with the most expected marks; a bid must beat passing.</source>
            <translation>Il consiglio è la scelta con più segni attesi; un'offerta deve rendere più che passare.</translation>
        </message>
        <message>
            <source>The recommendation is the choice with the most expected game points; a bid must beat passing.</source>
            <translation>Il consiglio è la scelta con più punti di partita attesi; un'offerta deve rendere più che passare.</translation>
        </message>
        <message>
            <source>{reason} {versus}</source>
            <extracomment>{reason} is the hint's reason; {versus} says why it beats the next best choice.</extracomment>
            <translation>{reason} {versus}</translation>
        </message>
        <message>
            <source>Plunge with {doubles} doubles: your partner names trump and leads, about {percent}% to take every trick.</source>
            <translation>Tuffo con {doubles} doppi: il tuo compagno chiama la briscola e apre, circa {percent}% di fare tutte le prese.</translation>
        </message>
        <message>
            <source>Splash with {doubles} doubles: your partner names trump and leads, about {percent}% to take every trick.</source>
            <translation>Tuffetto con {doubles} doppi: il tuo compagno chiama la briscola e apre, circa {percent}% di fare tutte le prese.</translation>
        </message>
        <message>
            <source>{reason} If you pass, the opponents make their {bid} about {percent}% of the time.</source>
            <extracomment>{reason} is the hint's reason; {bid} the opponents' standing bid ("30").</extracomment>
            <translation>{reason} Se passi, gli avversari mantengono il loro {bid} circa {percent}% delle volte.</translation>
        </message>
        <message>
            <source>Lay down: led in the right order, the recommended tile first, every tile you hold wins.</source>
            <translation>Cala la mano: giocate nell'ordine giusto, prima la tessera consigliata, tutte le tessere che hai in mano vincono.</translation>
        </message>
        <message>
            <source>The recommendation is the contract most likely to make your partner's bid.</source>
            <translation>Il consiglio è il contratto con più probabilità di mantenere l'offerta del tuo compagno.</translation>
        </message>
        <message>
            <source>The recommendation is the contract most likely to make your bid.</source>
            <translation>Il consiglio è il contratto con più probabilità di mantenere la tua offerta.</translation>
        </message>
        <message>
            <source>{reason} Winning or losing the game this hand counts as {points} game points in these figures.</source>
            <extracomment>{points} is the game's target ("21"), what winning or losing the game counts as in the values shown.</extracomment>
            <translation>{reason} Vincere o perdere la partita in questa mano conta come {points} punti di partita in queste cifre.</translation>
        </message>
        <message>
            <source>{reason} If you pass, {seat} makes {bid} about {percent}% of the time and wins the game.</source>
            <extracomment>{seat} is the player holding the bid ("East"), {bid} its bid ("5"); making it wins that player the game.</extracomment>
            <translation>{reason} Se passi, {seat} mantiene il suo {bid} circa {percent}% delle volte e vince la partita.</translation>
        </message>
        <message>
            <source>{reason} If you pass, {seat} makes {bid} about {percent}% of the time.</source>
            <extracomment>{seat} is the player holding the bid ("East"), {bid} its bid ("5").</extracomment>
            <translation>{reason} Se passi, {seat} mantiene il suo {bid} circa {percent}% delle volte.</translation>
        </message>
        <message>
            <source>{reason} If you pass, the opponents make their {bid} about {percent}% of the time and win the game.</source>
            <extracomment>{bid} the opponents' standing bid ("30"); making it wins them the game.</extracomment>
            <translation>{reason} Se passi, gli avversari mantengono il loro {bid} circa {percent}% delle volte e vincono la partita.</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: {percent}% against {percent2}% to make.</source>
            <extracomment>{contract} and {other} are trumps ("sixes", "doubles"); the chances as the table shows them.</extracomment>
            <translation>Scegliere {contract} invece di {other}: {percent}% contro {percent2}% di mantenerla.</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: both about {percent}% to make, and {contract} takes more on average if the hand is played out ({value} against {value2} {unit}).</source>
            <extracomment>A tie in the chance to make: the expected value, counted as if every trick were played, decides.</extracomment>
            <translation>Scegliere {contract} invece di {other}: entrambi circa {percent}% di mantenerla, e in media {contract} fa di più se la mano si gioca fino in fondo ({value} contro {value2} {unit}).</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: both about {percent}% to make, and {contract} takes more on average ({value} against {value2} {unit}).</source>
            <extracomment>A tie in the chance to make: the expected value decides ("3.1 against 2.9 tricks").</extracomment>
            <translation>Scegliere {contract} invece di {other}: entrambi circa {percent}% di mantenerla, e in media {contract} fa di più ({value} contro {value2} {unit}).</translation>
        </message>
        <message>
            <source>Naming {contract} or {other}: both about {percent}% to make.</source>
            <extracomment>A tie the table shows no way to break (it is broken by the chance with open hands).</extracomment>
            <translation>Scegliere {contract} o {other}: entrambi circa {percent}% di mantenerla.</translation>
        </message>
        <message>
            <source>Passing, as {bid} is no better: at about {percent}% to make, it is worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <extracomment>{bid} is the bid passing ties with ("37 in aces"); {percent} its chance; {worth} what it is worth, {bar} the bar.</extracomment>
            <translation>Passare, perché {bid} non è meglio: con circa {percent}% di mantenerla, vale {worth} {unit} attesi, e un'offerta deve valere più di {bar} per battere il passo.</translation>
        </message>
        <message>
            <source>Your partner's Plunge shows at least {doubles} doubles: about {percent}% to take every trick in {contract}.</source>
            <extracomment>{contract} is a trump ("follow-me"); the partner bid a Plunge, and the user names trump for it.</extracomment>
            <translation>Il Plunge del tuo compagno mostra almeno {doubles} doppi: circa {percent}% di prendere tutte le prese ({contract}).</translation>
        </message>
        <message>
            <source>Your partner's Splash shows at least {doubles} doubles: about {percent}% to take every trick in {contract}.</source>
            <extracomment>{contract} is a trump ("follow-me"); the partner bid a Splash, and the user names trump for it.</extracomment>
            <translation>Lo Splash del tuo compagno mostra almeno {doubles} doppi: circa {percent}% di prendere tutte le prese ({contract}).</translation>
        </message>
        <message>
            <source>Passing beats {bid}: at about {percent}% to make, it is worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <extracomment>{bid} is the best bid ("30 in sixes"); {percent} its chance; {worth} what it is worth ("-0.12"); {bar} what a bid must be worth to beat passing.</extracomment>
            <translation>Passare batte {bid}: con circa {percent}% di mantenerla, vale {worth} {unit} attesi, e un'offerta deve valere più di {bar} per battere il passo.</translation>
        </message>
        <message>
            <source>{bid} rather than passing: worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <translation>{bid} invece di passare: vale {worth} {unit} attesi, e un'offerta deve valere più di {bar} per battere il passo.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: an opponent outbids {low} about {lose}% of the time, {high} about {lose2}%.</source>
            <extracomment>"36 in blanks rather than 30 in blanks: an opponent outbids 30 about 32% of the time, 36 about 23%."</extracomment>
            <translation>{bid} invece di {other}: un avversario supera {low} circa {lose}% delle volte, {high} circa {lose2}%.</translation>
        </message>
        <message>
            <source>{bid} or {other}: both about {percent}% to make and worth {worth} expected {unit}.</source>
            <extracomment>A tie the reason's figures cannot break (it is broken by the chance with open hands).</extracomment>
            <translation>{bid} o {other}: entrambi circa {percent}% di mantenerla e valgono {worth} {unit} attesi.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: both about {percent}% to make, worth {worth} against {worth2} expected {unit}.</source>
            <extracomment>The same chance as shown: what each is worth decides ("+19.14 against +18.89").</extracomment>
            <translation>{bid} invece di {other}: entrambe circa {percent}% di mantenerla, valgono {worth} contro {worth2} {unit} attesi.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: both worth {worth} expected {unit}, and {percent}% against {percent2}% to make.</source>
            <extracomment>The same worth as shown: the higher chance decides ("both worth +0.34 expected marks, and 76% against 67%").</extracomment>
            <translation>{bid} invece di {other}: entrambe valgono {worth} {unit} attesi, e {percent}% contro {percent2}% di mantenerla.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: {percent}% against {percent2}% to make, worth {worth} against {worth2} expected {unit}.</source>
            <extracomment>{bid} and {other} are bid decisions ("36 in blanks"); {worth} what each is worth ("+0.41").</extracomment>
            <translation>{bid} invece di {other}: {percent}% contro {percent2}% di mantenerla, vale {worth} contro {worth2} {unit} attesi.</translation>
        </message>
        <message>
            <source>game points</source>
            <translation>punti di partita</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>segni</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) with a five or six</source>
            <translation>
                <numerusform>%n tessera con un cinque o un sei</numerusform>
                <numerusform>%n tessere con un cinque o un sei</numerusform>
            </translation>
        </message>
        <message>
            <source>No tile with a five or six</source>
            <translation>Nessuna tessera con un cinque o un sei</translation>
        </message>
        <message>
            <source>no tile with a five or six</source>
            <translation>nessuna tessera con un cinque o un sei</translation>
        </message>
        <message>
            <source>{hand}, and the {doubles} (doubles high: a double is the highest of its suit)</source>
            <extracomment>{hand}: "1 tile with a five or six"; {doubles}: "0-0", "1-1 and 0-0" (a Nello played with doubles high).</extracomment>
            <translation>{hand}, e {doubles} (doppi alti: un doppio è il più alto del suo seme)</translation>
        </message>
        <message>
            <source>A sure laydown in {contract}: leading, you take every trick whatever the others hold.</source>
            <extracomment>{contract} is a trump ("doubles"): the hand takes every trick whatever the others hold.</extracomment>
            <translation>Mano da calare sicura in {contract}: uscendo, prendi ogni presa qualunque cosa abbiano gli altri.</translation>
        </message>
        <message>
            <source>A sure laydown in {contract}: leading, you take every trick whatever the others hold, so bid it as high as the rules allow.</source>
            <extracomment>{contract} is a trump ("doubles"): the hand takes every trick whatever the others hold.</extracomment>
            <translation>Mano da calare sicura in {contract}: uscendo, prendi ogni presa qualunque cosa abbiano gli altri, quindi offri il massimo che le regole consentono.</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) within one pip of seven</source>
            <translation>
                <numerusform>%n tessera a non più di un pallino da sette</numerusform>
                <numerusform>%n tessere a non più di un pallino da sette</numerusform>
            </translation>
        </message>
        <message>
            <source>Your partner holds the bid; in {contract}, {hand}.</source>
            <extracomment>{contract} is a trump ("sixes"); {hand} describes the hand in it: "4 trumps with the 6-6 and 2 other doubles".</extracomment>
            <translation>L'offerta è del tuo compagno; ({contract}) {hand}.</translation>
        </message>
        <message>
            <source>Pass: in {contract}, {hand}: not enough to bid.</source>
            <translation>Passo: ({contract}) {hand}: non basta per offrire.</translation>
        </message>
        <message>
            <source>{hand}: about {percent}% to shoot the moon in {contract}.</source>
            <extracomment>{hand} describes the hand; {contract} a trump ("sixes"); Moon's bid of 21, to take every trick.</extracomment>
            <translation>{hand}: circa {percent}% di riuscire a sparare alla luna ({contract}).</translation>
        </message>
        <message>
            <source>{hand}: about {percent}% to make {bid} in {contract}.</source>
            <extracomment>{hand} describes the hand; {bid} is a bid ("30", "2 marks", in Moon "5 tricks"); {contract} a trump ("sixes").</extracomment>
            <translation>{hand}: circa {percent}% di mantenere {bid} ({contract}).</translation>
        </message>
        <message>
            <source>First look: {hand}. The recommendation follows from the simulation.</source>
            <extracomment>{hand} describes the hand: "4 trumps with the 6-6 and 2 other doubles".</extracomment>
            <translation>Primo sguardo: {hand}. Il consiglio arriva dalla simulazione.</translation>
        </message>
        <message>
            <source>The {tile} may be as good: the hint's sampled deals are too few to tell the two apart.</source>
            <extracomment>{tile} is the next best tile; the hint's chances and points come from sampled deals of the hidden tiles.</extracomment>
            <translation>Il {tile} potrebbe essere altrettanto buono: le distribuzioni simulate del suggerimento sono troppo poche per distinguere le due tessere.</translation>
        </message>
        <message>
            <source>{reason} When trump was named, {contract} was given about {percent}% for the bid of {bid}, with the best lead for each deal, on other sampled deals. The chances here are for one lead, on the deals drawn now.</source>
            <extracomment>At a Moon bidder's opening lead: why the chance trump was named with is higher than the lead's.</extracomment>
            <translation>{reason} Quando è stata scelta la briscola, a {contract} è stato dato circa {percent}% per l'offerta di {bid}, con la migliore apertura per ogni distribuzione, su altre distribuzioni simulate. Le probabilità qui sono per una sola apertura, sulle distribuzioni estratte ora.</translation>
        </message>
        <message>
            <source>{reason} When trump was named, {contract} was given about {percent}% for the bid of {bid}, less on purpose: you play without seeing the other hands. The chances here are as if every hand were seen.</source>
            <extracomment>At a Moon bidder's opening lead: why the chance differs from the one the trump hint showed.</extracomment>
            <translation>{reason} Quando è stata scelta la briscola, a {contract} è stato dato circa {percent}% per l'offerta di {bid}, di proposito meno: giochi senza vedere le altre mani. Le probabilità qui sono come se ogni mano fosse scoperta.</translation>
        </message>
        <message>
            <source>{reason} At the bid, {bid} in {contract} was given about {percent}%, with the best lead for each deal, on other sampled deals. The chances here are for one lead, on the deals drawn now.</source>
            <extracomment>At the bidder's opening lead: why the chance the bid and trump hints showed is higher than the lead's.</extracomment>
            <translation>{reason} Al momento dell'offerta, a {bid} ({contract}) è stato dato circa {percent}%, con la migliore apertura per ogni distribuzione, su altre distribuzioni simulate. Le probabilità qui sono per una sola apertura, sulle distribuzioni estratte ora.</translation>
        </message>
        <message>
            <source>{reason} At the bid, {bid} in {contract} was given about {percent}%, less on purpose: you play without seeing the other hands. The chances here are as if every hand were seen.</source>
            <extracomment>At the bidder's opening lead: why the chance differs from the one the bid and trump hints showed.</extracomment>
            <translation>{reason} Al momento dell'offerta, a {bid} ({contract}) è stato dato circa {percent}%, di proposito meno: giochi senza vedere le altre mani. Le probabilità qui sono come se ogni mano fosse scoperta.</translation>
        </message>
        <message>
            <source>Play {tile}: {chance}.</source>
            <extracomment>{chance} is "about 72% to make the contract".</extracomment>
            <translation>Gioca {tile}: {chance}.</translation>
        </message>
        <message>
            <source>Play {tile}: {reason}.</source>
            <extracomment>{reason} is why, e.g. "the 5-5 is a walker: no one can beat it in fives now".</extracomment>
            <translation>Gioca {tile}: {reason}.</translation>
        </message>
        <message>
            <source>Play {tile}: {reason}. {chance}</source>
            <extracomment>{reason} is why; {chance} a sentence of its own: "About 72% to make the contract."</extracomment>
            <translation>Gioca {tile}: {reason}. {chance}</translation>
        </message>
        <message>
            <source>Lay away the {tile}: with {contract} trump the hand left makes your bid of {bid} about {percent}% of the time and takes {tricks} tricks on average, worth {worth} game points against the others' average ({bid_worth} for the bid, as the bid hint counts it, less {others} for the tricks left to the others), the most of your tiles.</source>
            <extracomment>{tile} is a tile ("6-4"); {bid} the bid ("5 tricks", "21 (the moon)"); {contract} a trump ("fours"); {worth} and {bid_worth} signed game points; {others} the points (unsigned) the other two score by their tricks.</extracomment>
            <translation>Scarta il {tile}: con briscola {contract} la mano che resta mantiene la tua offerta di {bid} circa il {percent}% delle volte e fa in media {tricks} prese, un valore di {worth} punti di partita rispetto alla media degli altri ({bid_worth} per l'offerta, come la conta il suggerimento sull'offerta, meno {others} per le prese lasciate agli altri), il più alto fra le tue tessere.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; of these the hand misses the {tile} least by a quick count of its tricks.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {tile} the recommended one. The quick count is a rough count of the tricks the hand takes without each tile (its trumps and doubles).</extracomment>
            <translation>{reason} Scartare il {others} vale altrettanto; fra queste, a un conto rapido delle prese, il {tile} è quella che manca meno alla mano.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; by a quick count of the hand's tricks it misses the {alike} alike, and they have as many pips: any of them would do.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {alike} the recommended tile and those of {others} alike to it by the quick count of tricks and by their pips (the rules that pick one of equals): "6-1 and 5-2".</extracomment>
            <translation>{reason} Scartare il {others} vale altrettanto; a un conto rapido delle prese della mano, il {alike} mancano allo stesso modo e hanno gli stessi pallini: va bene una qualsiasi.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; by a quick count of the hand's tricks it misses the {tile} as little as the {ties}, and the {tile} has fewer pips.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {ties} those of them the quick count of tricks values as the recommended {tile}, which has fewer pips than each (the rule that picks one of equals).</extracomment>
            <translation>{reason} Scartare il {others} vale altrettanto; a un conto rapido delle prese della mano, il {tile} manca tanto poco quanto il {ties}, e il {tile} ha meno pallini.</translation>
        </message>
        <message>
            <source>{reason} Next best, the {tile}: {percent}% with {contract} trump and {tricks} tricks, worth {worth}.</source>
            <extracomment>The next best tile to lay away: {tile}, its trump {contract}, its chance, tricks and worth.</extracomment>
            <translation>{reason} Subito dopo, il {tile}: {percent}% con briscola {contract} e {tricks} prese, valore {worth}.</translation>
        </message>
    </context>
    <context>
        <name>lessons</name>
        <message>
            <source>Tiles, suits and trumps</source>
            <translation>Tessere, semi e briscole</translation>
        </message>
        <message>
            <source>The 28 tiles, the seven suits, following suit and the count.</source>
            <translation>Le 28 tessere, i sette semi, rispondere al seme e i carichi.</translation>
        </message>
        <message>
            <source>Everyone bids once. SHAKE on your plate means you shook (dealt) the tiles this hand, so you bid last. West bid 30: his side promises to take at least 30 of the 42 points (the 1 mark and 2 marks bids promise all 42: lesson 6). Your partner and East passed. Your hand has no long suit (many tiles of one suit, to make trumps), so pass.</source>
            <translation>Ognuno fa un'offerta una sola volta. MAZZ. sulla tua targhetta vuol dire che in questa mano hai mescolato (distribuito) tu le tessere, quindi offri per ultimo. Ovest ha offerto 30: la sua coppia promette di fare almeno 30 dei 42 punti (le offerte da 1 segno e 2 segni promettono tutti i 42: lezione 6). Il tuo compagno ed Est hanno passato. La tua mano non ha un seme lungo (molte tessere di un seme, per fare briscola), quindi passa.</translation>
        </message>
        <message>
            <source>In this lesson you pass: press Pass in the bid panel.</source>
            <translation>In questa lezione passi: premi Passo nel pannello delle offerte.</translation>
        </message>
        <message>
            <source>West named fours. Every tile with a four is now a trump and belongs to the trump suit only: your 5-4 and 4-1 are trumps, not a five and an ace.</source>
            <translation>Ovest ha chiamato i quattro. Ogni tessera con un quattro ora è una briscola e appartiene solo al seme di briscola: il tuo 5-4 e il tuo 4-1 sono briscole, non un cinque e un asso.</translation>
        </message>
        <message>
            <source>The 4-1 is a count tile, worth 5 points, and West's 4-4 wins this trick: you would hand them 5 points. Play the 5-4.</source>
            <translation>Il 4-1 è un carico da 5 punti, e il 4-4 di Ovest vince questa presa: regaleresti 5 punti agli avversari. Gioca il 5-4.</translation>
        </message>
        <message>
            <source>That is the count: five tiles carry points. The 5-5 and 6-4 are worth 10 each, the 5-0, 4-1 and 3-2 are worth 5 each. With 1 point for each of the seven tricks that makes 42, the game's name. Lesson complete!</source>
            <translation>Questi sono i carichi: cinque tessere valgono punti. Il 5-5 e il 6-4 valgono 10 punti ciascuno, il 5-0, il 4-1 e il 3-2 valgono 5 punti ciascuno. Con 1 punto per ognuna delle sette prese si arriva a 42, il nome del gioco. Lezione completata!</translation>
        </message>
        <message>
            <source>Winning the count</source>
            <translation>Vincere i carichi</translation>
        </message>
        <message>
            <source>Catch count on the tricks your side wins, and watch the hand's points add up on the board.</source>
            <translation>Cattura i carichi con le prese della tua coppia e guarda i punti della mano salire sul tabellone.</translation>
        </message>
        <message>
            <source>Your partner bid 30: your side promises to take at least 30 of the 42 points. East passed. Let your partner play this hand: pass.</source>
            <translation>Il tuo compagno ha offerto 30: la tua coppia promette di fare almeno 30 dei 42 punti. Est ha passato. Lascia giocare questa mano al tuo compagno: passa.</translation>
        </message>
        <message>
            <source>In this lesson your partner plays the hand: press Pass in the bid panel.</source>
            <translation>In questa lezione la mano la gioca il tuo compagno: premi Passo nel pannello delle offerte.</translation>
        </message>
        <message>
            <source>Your partner named sixes and led the 6-6, the highest trump: it wins this trick whatever anyone plays. Everyone must follow trumps, and your only six is the 6-2. Play it.</source>
            <translation>Il tuo compagno ha chiamato i sei e ha aperto con il 6-6, la briscola più alta: vince questa presa qualunque cosa giochino gli altri. Tutti devono rispondere a briscola, e il tuo unico sei è il 6-2. Giocalo.</translation>
        </message>
        <message>
            <source>Sixes were led and you hold a six: you must follow with the 6-2.</source>
            <translation>È stato aperto il seme dei sei e tu hai un sei: devi rispondere con il 6-2.</translation>
        </message>
        <message>
            <source>West had to follow trumps too, and his only six was the 6-4. Your partner's 6-6 caught it: 10 points of count plus 1 for the trick. Look at This hand on the board at the top right: Us 11.</source>
            <translation>Anche Ovest ha dovuto rispondere a briscola, e il suo unico sei era il 6-4. Il 6-6 del tuo compagno l'ha catturato: 10 punti di carichi più 1 per la presa. Guarda «Punti mano» sul tabellone in alto a destra: Noi 11.</translation>
        </message>
        <message>
            <source>Your partner leads the 6-5. With the 6-6 gone it is the highest trump, so this trick is sure to be your side's. You have no sixes left, so you may play any tile. Give your partner the 4-1: its 5 points are safe on a trick your side wins.</source>
            <translation>Il tuo compagno apre con il 6-5. Ora che il 6-6 è stato giocato, è la briscola più alta, quindi questa presa andrà di sicuro alla tua coppia. Non ti restano sei, quindi puoi giocare qualsiasi tessera. Dai al tuo compagno il 4-1: i suoi 5 punti sono al sicuro su una presa che vince la tua coppia.</translation>
        </message>
        <message>
            <source>This trick is sure to be your side's, so put count on it: play the 4-1, worth 5. Keep the 5-5, the highest five, to win a trick of its own.</source>
            <translation>Questa presa andrà di sicuro alla tua coppia, quindi caricala: gioca il 4-1, che vale 5. Tieni il 5-5, il cinque più alto, per vincere una presa tutta sua.</translation>
        </message>
        <message>
            <source>Your partner led the 5-1, so fives are led, and East's 5-4 beats your 5-2. But your 5-5 is the highest five. East and West had no sixes on the last trump lead, so they have no trumps left: nobody can beat the 5-5. Play it.</source>
            <translation>Il tuo compagno ha aperto con il 5-1, quindi è stato aperto il seme dei cinque, e il 5-4 di Est batte il tuo 5-2. Ma il tuo 5-5 è il cinque più alto. Est e Ovest non avevano sei quando si è aperto di briscola, quindi non hanno più briscole: nessuno può battere il 5-5. Giocalo.</translation>
        </message>
        <message>
            <source>East's 5-4 beats your 5-2. Play the 5-5: the highest five wins this trick and keeps its 10 points for your side.</source>
            <translation>Il 5-4 di Est batte il tuo 5-2. Gioca il 5-5: il cinque più alto vince questa presa e tiene i suoi 10 punti per la tua coppia.</translation>
        </message>
        <message>
            <source>Following suit and trumping</source>
            <translation>Rispondere al seme e tagliare</translation>
        </message>
        <message>
            <source>Trump a suit you cannot follow to win the trick; throw off a low tile when a trump cannot win.</source>
            <translation>Taglia un seme a cui non puoi rispondere per vincere la presa; gioca una tessera bassa quando una briscola non può vincere.</translation>
        </message>
        <message>
            <source>This lesson is about following suit. You must play a tile of the suit that was led if you can. When you cannot, you may play any tile: a trump, which beats every tile of the other suits, or any other tile. East bids first this hand.</source>
            <translation>Questa lezione parla di come rispondere al seme. Devi giocare una tessera del seme di apertura, se puoi. Quando non puoi, puoi giocare qualsiasi tessera: una briscola, che batte tutte le tessere degli altri semi, o qualsiasi altra tessera. In questa mano offre per primo Est.</translation>
        </message>
        <message>
            <source>East passed. Your tiles are low, and your only double is the 1-1: pass.</source>
            <translation>Est ha passato. Le tue tessere sono basse, e il tuo unico doppio è l'1-1: passa.</translation>
        </message>
        <message>
            <source>You won the trick, so you lead the next one. Lead the 1-1: it is the highest ace, and only a trump can beat it.</source>
            <translation>Hai vinto la presa, quindi apri la prossima. Apri con l'1-1: è l'asso più alto, e solo una briscola può batterlo.</translation>
        </message>
        <message>
            <source>In this lesson, lead the 1-1. Keep your last trump, the 4-2, for later, and do not lead the 3-2: it is worth 5 points.</source>
            <translation>In questa lezione apri con l'1-1. Tieni per dopo la tua ultima briscola, il 4-2, e non aprire con il 3-2: vale 5 punti.</translation>
        </message>
        <message>
            <source>West had no aces, so he trumped your 1-1 with the 4-3 and won. Anyone who cannot follow suit may trump. West leads again.</source>
            <translation>Ovest non aveva assi, quindi ha tagliato il tuo 1-1 con il 4-3 e ha vinto. Chi non può rispondere al seme può tagliare. Apre di nuovo Ovest.</translation>
        </message>
        <message>
            <source>West led the 5-2, and East, with no fives, trumped with the 6-4. You have no fives either. You may trump, but your 4-2 is lower than the 6-4 and would be wasted. You never have to trump: throw off a low tile worth nothing, the 2-0. Never the 3-2 here: it is worth 5 points.</source>
            <translation>Ovest ha aperto con il 5-2, ed Est, senza cinque, ha tagliato con il 6-4. Neanche tu hai cinque. Puoi tagliare, ma il tuo 4-2 è più basso del 6-4 e andrebbe sprecato. Non sei mai obbligato a tagliare: gioca una tessera bassa che non vale niente, il 2-0. Qui mai il 3-2: vale 5 punti.</translation>
        </message>
        <message>
            <source>East's 6-4 beats your 4-2, so trumping only wastes it, and the 3-2 would hand them 5 more points. Throw off the 2-0, your lowest tile.</source>
            <translation>Il 6-4 di Est batte il tuo 4-2, quindi tagliare servirebbe solo a sprecarlo, e il 3-2 regalerebbe agli avversari altri 5 punti. Gioca il 2-0, la tua tessera più bassa.</translation>
        </message>
        <message>
            <source>The 3-1 is worth nothing either, so it would give away nothing too. In this lesson, throw off the 2-0, your lowest tile.</source>
            <translation>Anche il 3-1 non vale niente, quindi non regalerebbe niente neanche lui. In questa lezione, gioca il 2-0, la tua tessera più bassa.</translation>
        </message>
        <message>
            <source>The 2-1 is worth nothing either, so it would give away nothing too. In this lesson, throw off the 2-0, your lowest tile.</source>
            <translation>Anche il 2-1 non vale niente, quindi non regalerebbe niente neanche lui. In questa lezione, gioca il 2-0, la tua tessera più bassa.</translation>
        </message>
        <message>
            <source>East's 6-4 took the trick, but you gave away nothing. Follow suit when you can. When you cannot, trump to win the trick, or throw off a low tile when a trump cannot win. Lesson complete!</source>
            <translation>Il 6-4 di Est ha vinto la presa, ma tu non hai regalato niente. Rispondi al seme quando puoi. Quando non puoi, taglia per vincere la presa, oppure gioca una tessera bassa quando una briscola non può vincere. Lezione completata!</translation>
        </message>
        <message>
            <source>Doubles as trump, and follow-me</source>
            <translation>I doppi di briscola, e il seguimi</translation>
        </message>
        <message>
            <source>When doubles are trump, a double led leads doubles and the 6-6 is highest; follow-me has no trump at all.</source>
            <translation>Quando i doppi sono briscola, chi apre con un doppio apre il seme dei doppi e il 6-6 è il più alto; nel seguimi non c'è nessuna briscola.</translation>
        </message>
        <message>
            <source>Trump does not have to be a number suit. The bidder may name doubles as trump, or play follow-me, with no trump at all. This hand your partner names doubles. West bids first.</source>
            <translation>La briscola non deve per forza essere un seme di numeri. L'offerente può chiamare briscola i doppi, oppure giocare seguimi, senza nessuna briscola. In questa mano il tuo compagno chiama i doppi. Offre per primo Ovest.</translation>
        </message>
        <message>
            <source>Your partner named doubles. The seven doubles are now the trump suit, from the 6-6, the highest, down to the 0-0. No other tile is a trump: your 6-4 is just a six and a four.</source>
            <translation>Il tuo compagno ha chiamato i doppi. I sette doppi ora sono il seme di briscola, dal 6-6, il più alto, fino allo 0-0. Nessun'altra tessera è una briscola: il tuo 6-4 è solo un sei e un quattro.</translation>
        </message>
        <message>
            <source>Your partner led the 6-6. A double led leads doubles, the trump suit, not sixes. You must play a double if you have one, and your only double is the 1-1: play it. Your 6-4 and 6-1 are sixes, so they do not follow.</source>
            <translation>Il tuo compagno ha aperto con il 6-6. Chi apre con un doppio apre il seme dei doppi, cioè di briscola, non il seme dei sei. Devi giocare un doppio se ne hai uno, e il tuo unico doppio è l'1-1: giocalo. Il tuo 6-4 e il tuo 6-1 sono sei, quindi non rispondono al seme.</translation>
        </message>
        <message>
            <source>A double led leads doubles, not sixes. You hold a double, the 1-1, so you must play it.</source>
            <translation>Chi apre con un doppio apre il seme dei doppi, non dei sei. Tu hai un doppio, l'1-1, quindi devi giocarlo.</translation>
        </message>
        <message>
            <source>The 6-6, 2-2, 1-1 and 0-0 are gone, so your partner's 5-5 is now the highest trump: it wins this trick. You have no doubles left, so you may play any tile. Put your 6-4 on it: 10 more points for your side.</source>
            <translation>Il 6-6, il 2-2, l'1-1 e lo 0-0 sono già stati giocati, quindi il 5-5 del tuo compagno ora è la briscola più alta: vince questa presa. Non ti restano doppi, quindi puoi giocare qualsiasi tessera. Mettici sopra il tuo 6-4: altri 10 punti per la tua coppia.</translation>
        </message>
        <message>
            <source>The 5-5 is the highest trump left and wins this trick, so give it count: your 6-4 is worth 10 points.</source>
            <translation>Il 5-5 è la briscola più alta rimasta e vince questa presa, quindi caricala: il tuo 6-4 vale 10 punti.</translation>
        </message>
        <message>
            <source>Bidding and pulling trumps</source>
            <translation>Offrire e battere le briscole</translation>
        </message>
        <message>
            <source>Bid on a long suit with its double, name it as trump and lead trumps first.</source>
            <translation>Offri su un seme lungo con il suo doppio, chiamalo briscola e apri subito di briscola.</translation>
        </message>
        <message>
            <source>A hand to bid on has a long suit with its double: those tiles win tricks as trumps. Look at yours: five sixes with the 6-6, and the 5-5. Your partner bids first this hand.</source>
            <translation>Una mano su cui offrire ha un seme lungo con il suo doppio: come briscole, quelle tessere vincono prese. Guarda la tua: cinque sei con il 6-6, e il 5-5. In questa mano offre per primo il tuo compagno.</translation>
        </message>
        <message>
            <source>Your partner passed and East bid 30. To win the bid you must bid more than the high bid. Your five sixes, with the double, should win most of the tricks: bid 31, one more than East.</source>
            <translation>Il tuo compagno ha passato ed Est ha offerto 30. Per vincere l'asta devi superare l'offerta più alta. I tuoi cinque sei, con il doppio, dovrebbero vincere la maggior parte delle prese: offri 31, uno più di Est.</translation>
        </message>
        <message>
            <source>West passed, so you won the bid at 31: your side must take at least 31 points. Now name trump: sixes, your long suit.</source>
            <translation>Ovest ha passato, quindi hai vinto l'asta con 31: la tua coppia deve fare almeno 31 punti. Ora chiama la briscola: i sei, il tuo seme lungo.</translation>
        </message>
        <message>
            <source>Name sixes: you hold five of the seven sixes, with the 6-6 on top. No other choice gives you nearly as many trumps.</source>
            <translation>Chiama i sei: hai cinque dei sette sei, con in cima il 6-6. Nessun'altra scelta ti dà neanche lontanamente tante briscole.</translation>
        </message>
        <message>
            <source>The bid winner leads. Pull trumps first: lead the 6-6, the highest trump. It cannot lose, and every trump it draws is one your opponents cannot use later to trump your 5-5.</source>
            <translation>Apre il vincitore dell'asta. Prima batti le briscole: apri con il 6-6, la briscola più alta. Non può perdere, e ogni briscola che fa cadere è una briscola che i tuoi avversari non potranno usare più tardi per tagliare il tuo 5-5.</translation>
        </message>
        <message>
            <source>Lead the 6-6: it is the highest trump and cannot lose, and it pulls trumps out of your opponents' hands.</source>
            <translation>Apri con il 6-6: è la briscola più alta e non può perdere, e toglie le briscole dalle mani dei tuoi avversari.</translation>
        </message>
        <message>
            <source>West followed with the 6-0, and your partner, with no sixes, gave you the 5-0 for 5 points. Count the sixes: two are played and you hold four, so one is missing, the 6-3. Your partner and East have no sixes, so West has it. Lead the 6-5, now the highest trump.</source>
            <translation>Ovest ha risposto con il 6-0, e il tuo compagno, senza sei, ti ha dato il 5-0 per 5 punti. Conta i sei: due sono stati giocati e tu ne hai quattro, quindi ne manca uno, il 6-3. Il tuo compagno ed Est non hanno sei, quindi ce l'ha Ovest. Apri con il 6-5, ora la briscola più alta.</translation>
        </message>
        <message>
            <source>Keep pulling trumps: lead the 6-5, the highest trump left. West still holds a six and could trump your 5-5.</source>
            <translation>Continua a battere le briscole: apri con il 6-5, la briscola più alta rimasta. Ovest ha ancora un sei e potrebbe tagliare il tuo 5-5.</translation>
        </message>
        <message>
            <source>The 6-4 would beat West's 6-3 too. In this lesson, pull trumps from the top: lead the 6-5, the highest trump left.</source>
            <translation>Anche il 6-4 batterebbe il 6-3 di Ovest. In questa lezione, batti le briscole dall'alto: apri con il 6-5, la briscola più alta rimasta.</translation>
        </message>
        <message>
            <source>West's 6-3 fell. All seven sixes are accounted for: four played, three in your hand. Nobody else has a trump, so your 5-5, the highest five, cannot lose. Lead it.</source>
            <translation>Il 6-3 di Ovest è caduto. Sai dove sono tutti e sette i sei: quattro giocati, tre in mano tua. Nessun altro ha una briscola, quindi il tuo 5-5, il cinque più alto, non può perdere. Apri con il 5-5.</translation>
        </message>
        <message>
            <source>Lead the 5-5: with the trumps pulled it is sure to win, and its 10 points stay with your side.</source>
            <translation>Apri con il 5-5: con le briscole battute vince di sicuro, e i suoi 10 punti restano alla tua coppia.</translation>
        </message>
        <message>
            <source>Your 5-5 won 11 points: Us 18 so far, and your last three trumps are still to come. That is how to play a bid: name your long suit, pull trumps, then cash your other winners. Lesson complete!</source>
            <translation>Il tuo 5-5 ha vinto 11 punti: Noi 18 finora, e le tue ultime tre briscole devono ancora arrivare. Ecco come si gioca un'offerta: chiama il tuo seme lungo, batti le briscole, poi incassa le altre tessere sicure. Lezione completata!</translation>
        </message>
        <message>
            <source>Mark bids: 84</source>
            <translation>Offerte a segni: 84</translation>
        </message>
        <message>
            <source>Bid 84 for 2 marks on a hand that takes every trick; won tricks are stacked face down.</source>
            <translation>Offri 84 per 2 segni con una mano che fa tutte le prese; le prese vinte si impilano a faccia in giù.</translation>
        </message>
        <message>
            <source>You bid first, and what a hand: the five highest sixes, from the 6-6 to the 6-2, with the 5-5 and the 4-4. It can take every trick. A mark bid promises all 42 points, that is all seven tricks: 42 is worth 1 mark and 84 is worth 2. Bid 84 (2 marks).</source>
            <translation>Offri per primo, e che mano: i cinque sei più alti, dal 6-6 al 6-2, con il 5-5 e il 4-4. Può fare tutte le prese. Un'offerta a segni promette tutti i 42 punti, cioè tutte e sette le prese: 42 vale 1 segno e 84 ne vale 2. Offri 84 (2 segni).</translation>
        </message>
        <message>
            <source>This hand can take every trick, so bid 84 for 2 marks. A point bid or 42 wins only 1 mark.</source>
            <translation>Questa mano può fare tutte le prese, quindi offri 84 per 2 segni. Un'offerta a punti o di 42 vale solo 1 segno.</translation>
        </message>
        <message>
            <source>Everyone passed: you play for 2 marks. Lose a single trick and you are set, and your opponents score the 2 marks. Name sixes.</source>
            <translation>Hanno passato tutti: giochi per 2 segni. Se perdi anche una sola presa vai sotto, e i tuoi avversari segnano i 2 segni. Chiama i sei.</translation>
        </message>
        <message>
            <source>Name sixes: your five sixes are the five highest trumps.</source>
            <translation>Chiama i sei: i tuoi cinque sei sono le cinque briscole più alte.</translation>
        </message>
        <message>
            <source>Pull trumps first: lead the 6-6. Two sixes are out against you, the 6-1 and the 6-0.</source>
            <translation>Prima batti le briscole: apri con il 6-6. Gli avversari hanno ancora due sei, il 6-1 e il 6-0.</translation>
        </message>
        <message>
            <source>Lead the 6-6, the highest trump. If you lead the 5-5 first, a player with no fives could trump it and set you.</source>
            <translation>Apri con il 6-6, la briscola più alta. Se apri prima con il 5-5, un giocatore senza cinque potrebbe tagliarlo e mandarti sotto.</translation>
        </message>
        <message>
            <source>The 6-5 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Anche il 6-5 vincerebbe questa presa: il 6-1 e il 6-0 sono più bassi. In questa lezione, batti le briscole dall'alto: apri con il 6-6.</translation>
        </message>
        <message>
            <source>The 6-4 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Anche il 6-4 vincerebbe questa presa: il 6-1 e il 6-0 sono più bassi. In questa lezione, batti le briscole dall'alto: apri con il 6-6.</translation>
        </message>
        <message>
            <source>The 6-3 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Anche il 6-3 vincerebbe questa presa: il 6-1 e il 6-0 sono più bassi. In questa lezione, batti le briscole dall'alto: apri con il 6-6.</translation>
        </message>
        <message>
            <source>The 6-2 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>Anche il 6-2 vincerebbe questa presa: il 6-1 e il 6-0 sono più bassi. In questa lezione, batti le briscole dall'alto: apri con il 6-6.</translation>
        </message>
        <message>
            <source>Lead the 6-6, the highest trump. If you lead the 4-4 first, a player with no fours could trump it and set you.</source>
            <translation>Apri con il 6-6, la briscola più alta. Se apri prima con il 4-4, un giocatore senza quattro potrebbe tagliarlo e mandarti sotto.</translation>
        </message>
        <message>
            <source>West and East followed with the 6-1 and the 6-0, so nobody else has a trump. On a bid of 84 or more, won tricks are stacked face down (a house rule): you cannot look back at them, so remember what was played. Now your 5-5 cannot be trumped: lead it.</source>
            <translation>Ovest ed Est hanno risposto con il 6-1 e il 6-0, quindi nessun altro ha una briscola. Con un'offerta di 84 o più, le prese vinte si impilano a faccia in giù (una variante): non puoi riguardarle, quindi ricorda che cosa è stato giocato. Ora il tuo 5-5 non può essere tagliato: apri con il 5-5.</translation>
        </message>
        <message>
            <source>In this lesson, lead the 5-5: with the trumps out it is sure to win. Your trumps win whenever you lead them, so cash the other winners first.</source>
            <translation>In questa lezione apri con il 5-5: con le briscole fuori gioco vince di sicuro. Le tue briscole vincono ogni volta che apri con loro, quindi incassa prima le altre tessere sicure.</translation>
        </message>
        <message>
            <source>Your partner added the 5-0 to your 5-5. Lead the 4-4 next: it is the highest four, and nobody can trump it.</source>
            <translation>Il tuo compagno ha aggiunto il 5-0 al tuo 5-5. Ora apri con il 4-4: è il quattro più alto, e nessuno può tagliarlo.</translation>
        </message>
        <message>
            <source>Lead the 4-4: it is the highest four and nobody can trump it. Keep your trumps for last.</source>
            <translation>Apri con il 4-4: è il quattro più alto e nessuno può tagliarlo. Tieni le briscole per ultime.</translation>
        </message>
        <message>
            <source>Your last four tiles are trumps, and nobody else holds one: the rest of the tricks are yours, whatever anyone plays. When every tile you hold is sure to win, you need not play the tricks out: lay your hand down and they are yours. Press Lay down (D).</source>
            <translation>Le tue ultime quattro tessere sono briscole, e nessun altro ne ha: le prese rimaste sono tue, qualunque cosa giochino gli altri. Quando ogni tessera che hai in mano vincerà di sicuro, non serve giocare le prese: cala la mano e sono tue. Premi Cala la mano (D).</translation>
        </message>
        <message>
            <source>Lay your hand down: press Lay down (D). Your trumps would win the last four tricks anyway; laying down shows the table that they must.</source>
            <translation>Cala la mano: premi Cala la mano (D). Le tue briscole vincerebbero comunque le ultime quattro prese; calando la mano mostri al tavolo che non può andare diversamente.</translation>
        </message>
        <message>
            <source>The shaker and the forced bid</source>
            <translation>Il mazziere e l'offerta obbligata</translation>
        </message>
        <message>
            <source>The shaker bids last and the shake passes to the left; if everyone else passes, the shaker must bid 30.</source>
            <translation>Il mazziere offre per ultimo e il turno di mescolare passa a sinistra; se tutti gli altri passano, il mazziere deve offrire 30.</translation>
        </message>
        <message>
            <source>This hand you are the shaker: you shook the tiles, and you bid last. The bidding starts on your left, with West. After every hand the shake passes to the left, so West shakes the next one.</source>
            <translation>In questa mano il mazziere sei tu: hai mescolato le tessere, e offri per ultimo. L'asta comincia alla tua sinistra, con Ovest. Dopo ogni mano il turno di mescolare passa a sinistra, quindi la prossima volta mescola Ovest.</translation>
        </message>
        <message>
            <source>West, your partner and East all passed. Under the default house rule the last player must bid: you may not pass, and you bid the minimum, 30. (With the other house rule the tiles would be shaken again.) Bid 30.</source>
            <translation>Ovest, il tuo compagno ed Est hanno passato tutti. Con la variante predefinita l'ultimo giocatore deve offrire: non puoi passare, e offri il minimo, 30. (Con l'altra variante si rimescolerebbero le tessere.) Offri 30.</translation>
        </message>
        <message>
            <source>Everyone else passed, so you must bid: press 30 in the bid panel.</source>
            <translation>Tutti gli altri hanno passato, quindi devi offrire: premi 30 nel pannello delle offerte.</translation>
        </message>
        <message>
            <source>A forced bid is played like any other: your side needs 30 points. Name your best suit. Your three fives, topped by the 5-5, are the best you have: name fives.</source>
            <translation>Un'offerta obbligata si gioca come tutte le altre: alla tua coppia servono 30 punti. Chiama il tuo seme migliore. I tuoi tre cinque, con in cima il 5-5, sono il meglio che hai: chiama i cinque.</translation>
        </message>
        <message>
            <source>Name fives: the 5-5, 5-3 and 5-1 give you three trumps with the double on top.</source>
            <translation>Chiama i cinque: il 5-5, il 5-3 e il 5-1 ti danno tre briscole con in cima il doppio.</translation>
        </message>
        <message>
            <source>Lead the 5-5, the highest trump: it cannot lose, and it pulls trumps from your opponents.</source>
            <translation>Apri con il 5-5, la briscola più alta: non può perdere, e toglie briscole ai tuoi avversari.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it is the highest trump and sure to win. A lower trump could lose the trick.</source>
            <translation>Apri con il 5-5: è la briscola più alta e vince di sicuro. Una briscola più bassa potrebbe perdere la presa.</translation>
        </message>
        <message>
            <source>Your partner added the 5-0, so your 5-5 won 16 points: a good start on a forced bid. Next hand West shakes and your partner bids first. Lesson complete!</source>
            <translation>Il tuo compagno ha aggiunto il 5-0, quindi il tuo 5-5 ha vinto 16 punti: un buon inizio per un'offerta obbligata. Nella prossima mano mescola Ovest e offre per primo il tuo compagno. Lezione completata!</translation>
        </message>
        <message>
            <source>Your first whole hand</source>
            <translation>La tua prima mano completa</translation>
        </message>
        <message>
            <source>A whole hand from the bid to the last trick, with hints on.</source>
            <translation>Una mano intera, dall'offerta all'ultima presa, con i suggerimenti attivi.</translation>
        </message>
        <message>
            <source>The 6-5 cannot lose either: the only higher trump, the 5-5, is yours. In this lesson, pull trumps from the top: lead the 5-5.</source>
            <translation>Neanche il 6-5 può perdere: l'unica briscola più alta, il 5-5, è tua. In questa lezione, batti le briscole dall'alto: apri con il 5-5.</translation>
        </message>
        <message>
            <source>The 5-2 would draw West's 5-3 just as well: it is your other low trump. In this lesson, lead the 5-1 and keep the 5-2 for the last trick.</source>
            <translation>Anche il 5-2 farebbe uscire il 5-3 di Ovest: è l'altra tua briscola bassa. In questa lezione, apri con il 5-1 e tieni il 5-2 per l'ultima presa.</translation>
        </message>
        <message>
            <source>Your partner added the 4-1 to your last trick: Us 35, so you made your bid and your side scores 1 mark. In your own games, press H for a hint, L to look back at the tricks played and R to review the last hand. Lesson complete!</source>
            <translation>Il tuo compagno ha aggiunto il 4-1 alla tua ultima presa: Noi 35, quindi hai mantenuto l'offerta e la tua coppia segna 1 segno. Nelle tue partite, premi H per un suggerimento, L per riguardare le prese giocate e R per rivedere l'ultima mano. Lezione completata!</translation>
        </message>
        <message>
            <source>You won the bid, so you picked up the widow, the spare tile: the 6-3, a fifth six. Now you hold eight tiles and lay one away, face down and out of play: the others never see it, and the table shows it to you at the top. Lay away the 2-1: it will not win a trick.</source>
            <translation>Hai vinto l'asta, quindi hai preso la tessera in più, quella di riserva: il 6-3, un quinto sei. Ora hai otto tessere e ne scarti una a faccia in giù, fuori dal gioco: gli altri non la vedono mai, e il tavolo la mostra a te, in alto. Scarta il 2-1: non vincerà nessuna presa.</translation>
        </message>
        <message>
            <source>East bid 30. With four doubles or more you may plunge: a bid of 4 marks (or one mark more than a higher bid). Your partner names trump and leads, and your side must win all seven tricks. Splash is the smaller version: with three doubles, 2 marks. Press Plunge (4).</source>
            <translation>Est ha offerto 30. Con quattro doppi o più puoi fare un Tuffo: un'offerta di 4 segni (o di un segno in più di un'offerta più alta). Il tuo compagno chiama la briscola e apre, e la tua coppia deve vincere tutte e sette le prese. Il Tuffetto è la versione più piccola: con tre doppi, 2 segni. Premi Tuffo (4).</translation>
        </message>
        <message>
            <source>Bid 30: four trumps with the double are enough for the lowest bid. A higher bid is harder to make.</source>
            <translation>Offri 30: quattro briscole con il doppio bastano per l'offerta più bassa. Un'offerta più alta è più difficile da mantenere.</translation>
        </message>
        <message>
            <source>Welcome to the table. Your seven tiles are at the bottom; your partner sits opposite you, West and East against you. There are seven suits: blanks (0), aces (1), deuces (2), treys (3), fours, fives and sixes. A tile belongs to both of its numbers: your 6-0 is a six and a blank. In each suit the double is the highest tile.</source>
            <translation>Benvenuto al tavolo. Le tue sette tessere sono in basso; il tuo compagno siede di fronte a te, e Ovest ed Est giocano contro di voi. Ci sono sette semi: zeri (0), uno (1), due (2), tre (3), quattro, cinque e sei. Una tessera appartiene a tutti e due i suoi numeri: il tuo 6-0 è un sei e anche uno zero. In ogni seme il doppio è la tessera più alta.</translation>
        </message>
        <message>
            <source>West won the bidding, so he names trump and leads the first trick. A trick is one tile from each player in turn; the best tile takes them all.</source>
            <translation>Ovest ha vinto l'asta, quindi chiama la briscola e apre la prima presa. Una presa è una tessera di ogni giocatore a turno; la tessera migliore le prende tutte.</translation>
        </message>
        <message>
            <source>West led the 4-4, a trump, so everyone must play a trump if they can. The 4-4 is the highest four, so West wins this trick, and East, his partner, put his 6-4 on it: 10 points for their side. You hold two trumps. The 4-1 is worth 5 points: keep it away from West and play the 5-4.</source>
            <translation>Ovest ha aperto con il 4-4, una briscola, quindi tutti devono giocare una briscola se possono. Il 4-4 è il quattro più alto, quindi Ovest vince questa presa, ed Est, il suo compagno, ci ha messo il suo 6-4: 10 punti per la loro coppia. Tu hai due briscole. Il 4-1 vale 5 punti: non darlo a Ovest e gioca il 5-4.</translation>
        </message>
        <message>
            <source>This lesson is about the count. Five tiles are worth points to the side that wins them: the 5-5 and 6-4 are worth 10, the 5-0, 4-1 and 3-2 are worth 5. Every trick adds 1 point. You hold two count tiles, the 5-5 and the 4-1. Your partner bids first this hand.</source>
            <translation>Questa lezione parla dei carichi. Cinque tessere valgono punti per la coppia che le vince: il 5-5 e il 6-4 valgono 10, il 5-0, il 4-1 e il 3-2 valgono 5. Ogni presa aggiunge 1 punto. Tu hai due carichi, il 5-5 e il 4-1. In questa mano offre per primo il tuo compagno.</translation>
        </message>
        <message>
            <source>West had to follow fives with the 5-0, so your 5-5 caught 16 points. This hand: Us 33, more than the 30 your partner bid. Your side made it, the hand stops here, and you score 1 mark, the stroke on the board (7 marks win the game). Put count on tricks your side will win, and keep it away from the other side. Lesson complete!</source>
            <translation>Ovest ha dovuto rispondere ai cinque con il 5-0, quindi il tuo 5-5 ha catturato 16 punti. Punti mano: Noi 33, più dei 30 offerti dal tuo compagno. La tua coppia ha mantenuto l'offerta, la mano finisce qui e segnate 1 segno, la tacca sul tabellone (7 segni vincono la partita). Metti i carichi sulle prese che vincerà la tua coppia, e tienili lontani dagli avversari. Lezione completata!</translation>
        </message>
        <message>
            <source>West named fours but led his 6-6, a six, not a trump. You have no sixes, so you may play any tile, and a trump beats every six. You play last and can see that nobody else trumped, so your lowest trump wins. Trump with the 4-0, and East's 5-0 is yours too.</source>
            <translation>Ovest ha chiamato i quattro ma ha aperto con il suo 6-6, un sei, non una briscola. Non hai sei, quindi puoi giocare qualsiasi tessera, e una briscola batte ogni sei. Giochi per ultimo e vedi che nessun altro ha tagliato, quindi basta la tua briscola più bassa. Taglia con il 4-0, e anche il 5-0 di Est è tuo.</translation>
        </message>
        <message>
            <source>Trump with the 4-0: nobody else trumped, so your lowest trump takes this trick, and East's 5-0 with it, as surely as the 4-2 would, and you keep the higher trump. Without a trump, West's 6-6 would win it.</source>
            <translation>Taglia con il 4-0: nessun altro ha tagliato, quindi la tua briscola più bassa vince questa presa, e con essa il 5-0 di Est, con la stessa sicurezza del 4-2, e ti tieni la briscola più alta. Senza una briscola, il 6-6 di Ovest la vincerebbe.</translation>
        </message>
        <message>
            <source>West passed, your partner bid 30 and East passed. Your hand is weak: pass and let your partner play.</source>
            <translation>Ovest ha passato, il tuo compagno ha offerto 30 ed Est ha passato. La tua mano è debole: passa e lascia giocare il tuo compagno.</translation>
        </message>
        <message>
            <source>That trick, with the 5-5 and your 6-4, was worth 21 points: Us 22 with the first one. With doubles as trump, the 6-5 is the highest six. In follow-me there are no trumps: the highest tile of the suit led wins, and each double is the top of its own suit. Lesson complete!</source>
            <translation>Quella presa, con il 5-5 e il tuo 6-4, valeva 21 punti: Noi 22 con la prima. Con i doppi di briscola, il 6-5 è il sei più alto. Nel seguimi non ci sono briscole: vince la tessera più alta del seme di apertura, e ogni doppio è la tessera più alta del suo seme. Lezione completata!</translation>
        </message>
        <message>
            <source>In this lesson, bid 31: one more than East's 30 wins the bid. If you pass, East plays; a bid of 1 mark (42) or more promises all seven tricks.</source>
            <translation>In questa lezione offri 31: uno più dei 30 di Est ti fa vincere l'asta. Se passi, gioca Est; un'offerta di 1 segno (42) o più promette tutte e sette le prese.</translation>
        </message>
        <message>
            <source>All seven tricks are yours: your side scores 2 marks. This hand was sure from the very first lead, and you could have laid it down then: whenever you can count every trick, laying down saves time. In a game the table offers Lay down as soon as it is so (this lesson waited, to show you the play). Lesson complete!</source>
            <translation>Tutte e sette le prese sono tue: la tua squadra segna 2 segni. Questa mano era sicura fin dalla prima uscita, e avresti potuto calarla già allora: quando puoi contare ogni presa, calare la mano fa risparmiare tempo. In una partita il tavolo ti propone di calare appena è così (questa lezione ha aspettato, per mostrarti il gioco). Lezione completata!</translation>
        </message>
        <message>
            <source>Your first whole hand, from the bid to the last trick. You bid first. You hold four fives with the 5-5, and the 6-4: enough for the lowest bid. Bid 30. From naming trump on, Hint (H) shows the computer's view at each of your moves.</source>
            <translation>La tua prima mano completa, dall'offerta all'ultima presa. Offri per primo. Hai quattro cinque con il 5-5, e il 6-4: abbastanza per l'offerta più bassa. Offri 30. Da quando chiami la briscola, il suggerimento (H) mostra come la vede il computer a ogni tua mossa.</translation>
        </message>
        <message>
            <source>Hint (H) is off for this bid: the computer would open higher, to leave the others less room to outbid you. It is on from naming trump.</source>
            <translation>Il suggerimento (H) è spento per questa offerta: il computer aprirebbe più in alto, per lasciare agli altri meno spazio per superarti. Torna attivo quando chiami la briscola.</translation>
        </message>
        <message>
            <source>Everyone passed: the bid is yours at 30. Name fives, your longest suit: four trumps with the double on top.</source>
            <translation>Hanno passato tutti: l'asta è tua con 30. Chiama i cinque, il tuo seme più lungo: quattro briscole con in cima il doppio.</translation>
        </message>
        <message>
            <source>Name fives: the 5-5, 6-5, 5-2 and 5-1 are four trumps with the double on top.</source>
            <translation>Chiama i cinque: il 5-5, il 6-5, il 5-2 e il 5-1 sono quattro briscole con in cima il doppio.</translation>
        </message>
        <message>
            <source>Pull trumps: lead the 5-5, the highest trump.</source>
            <translation>Batti le briscole: apri con il 5-5, la briscola più alta.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it cannot lose, it draws a trump from anyone who has one, and its 10 points are safe.</source>
            <translation>Apri con il 5-5: non può perdere, fa cadere una briscola a chiunque ne abbia una, e i suoi 10 punti sono al sicuro.</translation>
        </message>
        <message>
            <source>West followed with the 5-4; your partner and East have no trumps. Lead the 6-5, now the highest trump.</source>
            <translation>Ovest ha risposto con il 5-4; il tuo compagno ed Est non hanno briscole. Apri con il 6-5, ora la briscola più alta.</translation>
        </message>
        <message>
            <source>Keep pulling trumps: the 6-5 is the highest one left and cannot lose.</source>
            <translation>Continua a battere le briscole: il 6-5 è la più alta rimasta e non può perdere.</translation>
        </message>
        <message>
            <source>Count the trumps: four are played and you hold two, so one is missing, the 5-3, and only West can have it. Lead the 5-1 to draw it. You lose a trick with no count in it, but then your 5-2 is the last trump.</source>
            <translation>Conta le briscole: quattro sono state giocate e tu ne hai due, quindi ne manca una, il 5-3, e può averla solo Ovest. Apri con il 5-1 per farla cadere. Perdi una presa senza carichi, ma poi il tuo 5-2 è l'ultima briscola.</translation>
        </message>
        <message>
            <source>Lead the 5-1 to pull West's last trump. If you lead the 6-4, West could trump it and win 11 points.</source>
            <translation>Apri con il 5-1 per togliere a Ovest l'ultima briscola. Se apri con il 6-4, Ovest potrebbe tagliarlo e vincere 11 punti.</translation>
        </message>
        <message>
            <source>West won with the 5-3 and led the 4-3. Your partner's 4-4, the highest four, is winning. Your 6-4 is your only four, so you must play it, and its 10 points land on your partner's trick.</source>
            <translation>Ovest ha vinto con il 5-3 e ha aperto con il 4-3. Il 4-4 del tuo compagno, il quattro più alto, sta vincendo. Il 6-4 è il tuo unico quattro, quindi devi giocarlo, e i suoi 10 punti finiscono sulla presa del tuo compagno.</translation>
        </message>
        <message>
            <source>Fours were led and your 6-4 is a four: you must follow with it.</source>
            <translation>È stato aperto il seme dei quattro e il tuo 6-4 è un quattro: devi rispondere con quello.</translation>
        </message>
        <message>
            <source>Your partner leads the 6-6. Follow with your only six, the 6-1.</source>
            <translation>Il tuo compagno apre con il 6-6. Rispondi con il tuo unico sei, il 6-1.</translation>
        </message>
        <message>
            <source>Sixes were led: you must follow with the 6-1.</source>
            <translation>È stato aperto il seme dei sei: devi rispondere con il 6-1.</translation>
        </message>
        <message>
            <source>Your partner led the 2-0, and East's 6-2 is winning. Follow deuces with your 2-1: the 5-2 is a trump, not a deuce.</source>
            <translation>Il tuo compagno ha aperto con il 2-0, e il 6-2 di Est sta vincendo. Rispondi ai due con il tuo 2-1: il 5-2 è una briscola, non un due.</translation>
        </message>
        <message>
            <source>Deuces were led: you must follow with the 2-1. Your 5-2 is a trump, not a deuce.</source>
            <translation>È stato aperto il seme dei due: devi rispondere con il 2-1. Il tuo 5-2 è una briscola, non un due.</translation>
        </message>
        <message>
            <source>This hand: Us 29, one short of your bid. East led the 3-0 and you have no treys: trump it with the 5-2, the last trump, and take the last trick.</source>
            <translation>Punti mano: Noi 29, uno in meno della tua offerta. Est ha aperto con il 3-0 e tu non hai tre: taglialo con il 5-2, l'ultima briscola, e prendi l'ultima presa.</translation>
        </message>
        <message>
            <source>Your last tile is the 5-2, the last trump: play it and win the trick.</source>
            <translation>La tua ultima tessera è il 5-2, l'ultima briscola: giocala e vinci la presa.</translation>
        </message>
        <message>
            <source>Moon: three players and the widow</source>
            <translation>Moon: tre giocatori e la tessera in più</translation>
        </message>
        <message>
            <source>Moon for three players: 22 tiles, bids in tricks, the widow and laying a tile away.</source>
            <translation>Moon per tre giocatori: 22 tessere, offerte in prese, la tessera in più e lo scarto di una tessera.</translation>
        </message>
        <message>
            <source>Moon is for three players, each playing alone: West on your left, East on your right. It uses 22 tiles: the blanks are left out, all but the 0-0. There is no count, so every trick is worth 1. You bid the tricks you will take, 4 to 7, or 21 to shoot the moon and take all seven. West bids first.</source>
            <translation>Moon si gioca in tre, ognuno da solo: Ovest alla tua sinistra, Est alla tua destra. Usa 22 tessere: gli zeri restano fuori, tranne lo 0-0. Non ci sono carichi, quindi ogni presa vale 1. Offri le prese che farai, da 4 a 7, oppure 21 per sparare alla luna e farle tutte e sette. Offre per primo Ovest.</translation>
        </message>
        <message>
            <source>West bid 4 and East passed. You hold four sixes with the 6-6, plus the 5-5 and the 4-4, and the bidder picks up the widow too. Bid 5: your hand should take five tricks.</source>
            <translation>Ovest ha offerto 4 ed Est ha passato. Hai quattro sei con il 6-6, più il 5-5 e il 4-4, e l'offerente prende anche la tessera in più. Offri 5: la tua mano dovrebbe fare cinque prese.</translation>
        </message>
        <message>
            <source>In this lesson, bid 5: it beats West's 4, and your hand should take five tricks. A bidder who takes fewer tricks than the bid loses the bid.</source>
            <translation>In questa lezione offri 5: supera il 4 di Ovest, e la tua mano dovrebbe fare cinque prese. Un offerente che fa meno prese della sua offerta perde i punti dell'offerta.</translation>
        </message>
        <message>
            <source>Keep your sixes and your doubles: they win tricks. Lay away the 2-1, the tile least likely to win.</source>
            <translation>Tieni i tuoi sei e i tuoi doppi: vincono prese. Scarta il 2-1, la tessera con meno probabilità di vincere.</translation>
        </message>
        <message>
            <source>Now name trump. Moon has six sixes, and you hold five of them with the 6-6 on top: name sixes.</source>
            <translation>Ora chiama la briscola. In Moon ci sono sei sei, e tu ne hai cinque con in cima il 6-6: chiama i sei.</translation>
        </message>
        <message>
            <source>Name sixes: five trumps with the double will take five tricks on their own.</source>
            <translation>Chiama i sei: cinque briscole con il doppio faranno da sole cinque prese.</translation>
        </message>
        <message>
            <source>The bidder leads the first trick. Lead the 6-6 to pull trumps: only one six is missing, the 6-1.</source>
            <translation>L'offerente apre la prima presa. Apri con il 6-6 per battere le briscole: manca un solo sei, il 6-1.</translation>
        </message>
        <message>
            <source>Lead the 6-6: it is the highest trump and draws out the missing 6-1.</source>
            <translation>Apri con il 6-6: è la briscola più alta e fa cadere il 6-1 che manca.</translation>
        </message>
        <message>
            <source>West's 6-1 fell, so every trump left is yours. Now your 5-5, the highest five, cannot be beaten: lead it.</source>
            <translation>Il 6-1 di Ovest è caduto, quindi tutte le briscole rimaste sono tue. Ora il tuo 5-5, il cinque più alto, è imbattibile: apri con il 5-5.</translation>
        </message>
        <message>
            <source>Lead the 5-5: nobody else has a trump now, so the highest five wins. Your trumps will win their tricks later.</source>
            <translation>Apri con il 5-5: ora nessun altro ha briscole, quindi il cinque più alto vince. Le tue briscole vinceranno le loro prese più tardi.</translation>
        </message>
        <message>
            <source>Two tricks won, and your four trumps and the 4-4 will win the rest: with the widow, this hand could even have shot the moon. A bidder who makes the bid scores exactly the bid; the others score 1 for each trick they take. The first to 21 wins. Lesson complete!</source>
            <translation>Due prese vinte, e le tue quattro briscole e il 4-4 vinceranno le altre: con la tessera in più, questa mano avrebbe potuto perfino sparare alla luna. Un offerente che mantiene l'offerta segna esattamente l'offerta; gli altri segnano 1 punto per ogni presa che fanno. Vince il primo che arriva a 21. Lezione completata!</translation>
        </message>
        <message>
            <source>Special contracts: Plunge, Splash, Nello and Sevens</source>
            <translation>Contratti speciali: Tuffo, Tuffetto, Nello e Sette</translation>
        </message>
        <message>
            <source>Texas house rules: a Plunge in play, and what Splash, Nello and Sevens are.</source>
            <translation>Varianti del Texas: un Tuffo in gioco, e che cosa sono Tuffetto, Nello e Sette.</translation>
        </message>
        <message>
            <source>This game uses Texas house rules: four special contracts are allowed, Plunge, Splash, Nello and Sevens. This hand shows a Plunge. Look at your hand: four doubles, the 6-6, 5-5, 4-4 and 3-3. East bids first.</source>
            <translation>Questa partita usa le Varianti del Texas: sono permessi quattro contratti speciali, Tuffo, Tuffetto, Nello e Sette. Questa mano mostra un Tuffo. Guarda la tua mano: quattro doppi, il 6-6, il 5-5, il 4-4 e il 3-3. Offre per primo Est.</translation>
        </message>
        <message>
            <source>In this lesson, plunge for 4 marks. Splash is the smaller version: with three doubles, 2 marks. In a Plunge your partner, who may hold a long suit, names trump.</source>
            <translation>In questa lezione fai un Tuffo per 4 segni. Il Tuffetto è la versione più piccola: con tre doppi, 2 segni. In un Tuffo chiama la briscola il tuo compagno, che potrebbe avere un seme lungo.</translation>
        </message>
        <message>
            <source>West and your partner passed, so your Plunge stands at 4 marks. Your partner named trump: sixes, the long suit in his hand. He leads the first trick. Your 6-6 is a trump now, the highest one.</source>
            <translation>Ovest e il tuo compagno hanno passato, quindi il tuo Tuffo resta a 4 segni. Il tuo compagno ha chiamato la briscola: i sei, il seme lungo che ha in mano. Apre lui la prima presa. Ora il tuo 6-6 è una briscola, la più alta.</translation>
        </message>
        <message>
            <source>Your partner led the 6-5. You must follow trumps, and your only six is the 6-6. Play it: it wins the trick for your side, and then you lead your doubles.</source>
            <translation>Il tuo compagno ha aperto con il 6-5. Devi rispondere a briscola, e il tuo unico sei è il 6-6. Giocalo: vince la presa per la tua coppia, e poi apri con i tuoi doppi.</translation>
        </message>
        <message>
            <source>You must follow trumps with your only six, the 6-6.</source>
            <translation>Devi rispondere a briscola con il tuo unico sei, il 6-6.</translation>
        </message>
        <message>
            <source>East had no sixes and West played the 6-0. Now lead your doubles: the 5-5 is the highest five, so only a trump can beat it, and your partner, who named sixes, should hold most of them. One lost trick and you are set.</source>
            <translation>Est non aveva sei e Ovest ha giocato il 6-0. Ora apri con i tuoi doppi: il 5-5 è il cinque più alto, quindi solo una briscola può batterlo, e il tuo compagno, che ha chiamato i sei, dovrebbe averne la maggior parte. Basta una presa persa e andate sotto.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it is the highest five and only a trump can beat it. You must win every trick, so lead your sure winners.</source>
            <translation>Apri con il 5-5: è il cinque più alto e solo una briscola può batterlo. Devi vincere tutte le prese, quindi apri con le tue tessere sicure.</translation>
        </message>
        <message>
            <source>Another special is Nello, the opposite of a Plunge. You bid at least 1 mark and name Nello instead of trump, and you must lose every trick. Your partner turns his tiles face down and sits out, there are no trumps, and the doubles form a suit of their own.</source>
            <translation>Un altro contratto speciale è il Nello, l'opposto del Tuffo. Offri almeno 1 segno e chiami Nello invece della briscola, e devi perdere tutte le prese. Il tuo compagno gira le sue tessere a faccia in giù e resta fuori, non ci sono briscole, e i doppi formano un seme a parte.</translation>
        </message>
        <message>
            <source>Your 5-5 won the second trick; win the other five and the 4 marks are yours. The last special is Sevens: bid at least 1 mark and name Sevens. Each player must play the tile whose pips add up closest to 7, the closest tile wins, and your side must win every trick. Lesson complete!</source>
            <translation>Il tuo 5-5 ha vinto la seconda presa; vinci le altre cinque e i 4 segni sono tuoi. L'ultimo contratto speciale è il Sette: offri almeno 1 segno e chiama Sette. Ogni giocatore deve giocare la tessera i cui pallini sommati si avvicinano di più a 7, vince la tessera più vicina, e la tua coppia deve vincere tutte le prese. Lezione completata!</translation>
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <source>follow-me</source>
            <translation>seguimi</translation>
        </message>
        <message>
            <source>Nello</source>
            <translation>Nello</translation>
        </message>
        <message>
            <source>Sevens</source>
            <translation>Sette</translation>
        </message>
        <message>
            <source>Blanks are trump</source>
            <translation>Gli zeri sono briscola</translation>
        </message>
        <message>
            <source>Aces are trump</source>
            <translation>Gli assi sono briscola</translation>
        </message>
        <message>
            <source>Deuces are trump</source>
            <translation>I due sono briscola</translation>
        </message>
        <message>
            <source>Treys are trump</source>
            <translation>I tre sono briscola</translation>
        </message>
        <message>
            <source>Fours are trump</source>
            <translation>I quattro sono briscola</translation>
        </message>
        <message>
            <source>Fives are trump</source>
            <translation>I cinque sono briscola</translation>
        </message>
        <message>
            <source>Sixes are trump</source>
            <translation>I sei sono briscola</translation>
        </message>
        <message>
            <source>Doubles are trump</source>
            <translation>I doppi sono briscola</translation>
        </message>
        <message>
            <source>Follow-me (no trump)</source>
            <translation>Seguimi (senza briscola)</translation>
        </message>
        <message>
            <source>Nello (lose every trick)</source>
            <translation>Nello (perdere tutte le prese)</translation>
        </message>
        <message>
            <source>Sevens (closest to 7 wins)</source>
            <translation>Sette (vince il più vicino a 7)</translation>
        </message>
        <message>
            <source>Blanks</source>
            <translation>Zeri</translation>
        </message>
        <message>
            <source>Aces</source>
            <translation>Assi</translation>
        </message>
        <message>
            <source>Deuces</source>
            <translation>Due</translation>
        </message>
        <message>
            <source>Treys</source>
            <translation>Tre</translation>
        </message>
        <message>
            <source>Fours</source>
            <translation>Quattro</translation>
        </message>
        <message>
            <source>Fives</source>
            <translation>Cinque</translation>
        </message>
        <message>
            <source>Sixes</source>
            <translation>Sei</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Doppi</translation>
        </message>
        <message>
            <source>Follow-me</source>
            <translation>Seguimi</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>passo</translation>
        </message>
        <message numerus="yes">
            <source>plunge (%n mark(s))</source>
            <translation>
                <numerusform>Tuffo (%n segno)</numerusform>
                <numerusform>Tuffo (%n segni)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>splash (%n mark(s))</source>
            <translation>
                <numerusform>Tuffetto (%n segno)</numerusform>
                <numerusform>Tuffetto (%n segni)</numerusform>
            </translation>
        </message>
        <message>
            <source>discard {tile}</source>
            <translation>scarta {tile}</translation>
        </message>
        <message>
            <source>play {tile}</source>
            <translation>gioca {tile}</translation>
        </message>
        <message>
            <source>lay down</source>
            <translation>cala la mano</translation>
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
            <translation>42 a tre</translation>
        </message>
        <message>
            <source>Straight 42 (tournament)</source>
            <translation>42 classico (torneo)</translation>
        </message>
        <message>
            <source>Texas house rules</source>
            <translation>Varianti del Texas</translation>
        </message>
        <message>
            <source>points</source>
            <translation>punti</translation>
        </message>
        <message>
            <source>tricks</source>
            <translation>prese</translation>
        </message>
        <message>
            <source>deal</source>
            <translation>distribuzione</translation>
        </message>
        <message>
            <source>bid</source>
            <extracomment>the bidding phase, as in "it is the bid phase".</extracomment>
            <translation>offerta</translation>
        </message>
        <message>
            <source>trump</source>
            <extracomment>the phase where the bid winner names trump, as in "it is the trump phase".</extracomment>
            <translation>chiamata della briscola</translation>
        </message>
        <message>
            <source>widow</source>
            <translation>scambio della tessera in più</translation>
        </message>
        <message>
            <source>play</source>
            <extracomment>the phase where tiles are played, as in "it is the play phase".</extracomment>
            <translation>gioco</translation>
        </message>
        <message>
            <source>scored</source>
            <translation>conteggio</translation>
        </message>
        <message>
            <source>game over</source>
            <translation>fine partita</translation>
        </message>
        <message>
            <source>Plunge</source>
            <translation>Tuffo</translation>
        </message>
        <message>
            <source>Splash</source>
            <translation>Tuffetto</translation>
        </message>
        <message>
            <source>trumps (doubles)</source>
            <translation>seme di briscola (doppi)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(nessuno)</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>Sette</translation>
        </message>
        <message>
            <source>blanks</source>
            <translation>seme degli zeri</translation>
        </message>
        <message>
            <source>aces</source>
            <translation>seme degli assi</translation>
        </message>
        <message>
            <source>deuces</source>
            <translation>seme dei due</translation>
        </message>
        <message>
            <source>treys</source>
            <translation>seme dei tre</translation>
        </message>
        <message>
            <source>fours</source>
            <translation>seme dei quattro</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>seme dei cinque</translation>
        </message>
        <message>
            <source>sixes</source>
            <translation>seme dei sei</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <extracomment>a list of two things (tiles, seats): "6-3 and 6-1".</extracomment>
            <translation>{a} e {b}</translation>
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
            <translation>«{value}»</translation>
        </message>
        <message>
            <source>trumps</source>
            <translation>seme di briscola</translation>
        </message>
        <message>
            <source>doubles</source>
            <translation>seme dei doppi</translation>
        </message>
        <message>
            <source>you</source>
            <translation>tu</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>il tuo compagno</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Ovest</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Est</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Sud</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Nord</translation>
        </message>
        <message>
            <source>seat {seat}</source>
            <extracomment>A seat of a game record: its chair and its player's name, "East (Cy)".</extracomment>
            <translation>posto {seat}</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n punti</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n presa</numerusform>
                <numerusform>%n prese</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n segno</numerusform>
                <numerusform>%n segni</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>practice</name>
        <message>
            <source>You</source>
            <translation>Tu</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Ovest</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Compagno</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Est</translation>
        </message>
        <message>
            <source>Dealing a practice hand…</source>
            <translation>Distribuzione di una mano di allenamento…</translation>
        </message>
        <message>
            <source>Weighing your decision…</source>
            <translation>Valutazione della tua decisione…</translation>
        </message>
        <message>
            <source>See the reveal: play it out, or go on to the next deal</source>
            <translation>Guarda la soluzione: giocala fino in fondo, oppure passa alla prossima distribuzione</translation>
        </message>
        <message>
            <source>Practice decision {number} of {total}: {position}. Your bid?</source>
            <translation>Decisione di allenamento {number} di {total}: {position}. Che cosa offri?</translation>
        </message>
        <message>
            <source>{name} (AI)</source>
            <extracomment>The user's seat when the AI plays it on: "You (AI)".</extracomment>
            <translation>{name} (IA)</translation>
        </message>
        <message>
            <source>Your mistakes deck could not be read ({error}).</source>
            <translation>Impossibile leggere il tuo mazzo degli errori ({error}).</translation>
        </message>
        <message>
            <source>Your mistakes deck was damaged ({error}); it was set aside as {file} and starts afresh.</source>
            <translation>Il tuo mazzo degli errori era danneggiato ({error}); è stato messo da parte come {file} e si riparte da zero.</translation>
        </message>
        <message>
            <source>an error in Texas 42 itself: {name}</source>
            <translation>un errore di Texas 42 stesso: {name}</translation>
        </message>
        <message>
            <source>Your mistakes deck could not be saved in {folder} ({error}): your new mistakes are kept only until you quit.</source>
            <translation>Il tuo mazzo degli errori non si è potuto salvare in {folder} ({error}): i nuovi errori restano solo fino all'uscita.</translation>
        </message>
        <message>
            <source>Any play</source>
            <translation>Qualsiasi giocata</translation>
        </message>
        <message>
            <source>Leading a trick</source>
            <translation>Aprire una presa</translation>
        </message>
        <message>
            <source>Following to a trick</source>
            <translation>Rispondere in una presa</translation>
        </message>
        <message>
            <source>Playing your side's contract</source>
            <translation>Giocare il contratto della tua coppia</translation>
        </message>
        <message>
            <source>On defence</source>
            <translation>In difesa</translation>
        </message>
        <message>
            <source>Best play.</source>
            <translation>Giocata migliore.</translation>
        </message>
        <message>
            <source>As good as the best play.</source>
            <translation>Buona quanto la giocata migliore.</translation>
        </message>
        <message>
            <source>to make the contract</source>
            <translation>di mantenere il contratto</translation>
        </message>
        <message>
            <source>to set the contract</source>
            <translation>di battere il contratto</translation>
        </message>
        <message>
            <source>About as good as the best play: your tile leaves about {chance}% {goal}; the best tile {best}%.</source>
            <translation>Quasi buona quanto la giocata migliore: la tua tessera lascia circa {chance}% di probabilità {goal}; la tessera migliore {best}%.</translation>
        </message>
        <message>
            <source>Your tile leaves about {chance}% {goal}; the best tile {best}%.</source>
            <translation>La tua tessera lascia circa {chance}% di probabilità {goal}; la tessera migliore {best}%.</translation>
        </message>
        <message numerus="yes">
            <source>Your tile gave up about %n point(s) on average if the hand is played out.</source>
            <translation>
                <numerusform>La tua tessera ti è costata in media circa %n punto se la mano si gioca fino in fondo.</numerusform>
                <numerusform>La tua tessera ti è costata in media circa %n punti se la mano si gioca fino in fondo.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your tile gave up about %n point(s) on average.</source>
            <translation>
                <numerusform>La tua tessera ti è costata in media circa %n punto.</numerusform>
                <numerusform>La tua tessera ti è costata in media circa %n punti.</numerusform>
            </translation>
        </message>
        <message>
            <source>Any seat</source>
            <translation>Qualsiasi posto</translation>
        </message>
        <message>
            <source>First to bid</source>
            <translation>Primo a offrire</translation>
        </message>
        <message>
            <source>After an opponent's bid</source>
            <translation>Dopo l'offerta di un avversario</translation>
        </message>
        <message>
            <source>After your partner's bid</source>
            <translation>Dopo l'offerta del tuo compagno</translation>
        </message>
        <message>
            <source>Everyone passed: the shaker must bid</source>
            <translation>Hanno passato tutti: il mazziere deve offrire</translation>
        </message>
        <message>
            <source>any seat</source>
            <extracomment>A practice position in the middle of a sentence: "Practice decision 2 of 10: any seat. Your bid?"</extracomment>
            <translation>qualsiasi posto</translation>
        </message>
        <message>
            <source>first to bid</source>
            <translation>primo a offrire</translation>
        </message>
        <message>
            <source>after an opponent's bid</source>
            <translation>dopo l'offerta di un avversario</translation>
        </message>
        <message>
            <source>after your partner's bid</source>
            <translation>dopo l'offerta del tuo compagno</translation>
        </message>
        <message>
            <source>everyone passed: the shaker must bid</source>
            <translation>hanno passato tutti, il mazziere deve offrire</translation>
        </message>
        <message>
            <source>from your game</source>
            <extracomment>A bid of the user's own game, dealt again from My mistakes: "Practice decision 1 of 3: from your game. Your bid?"</extracomment>
            <translation>dalla tua partita</translation>
        </message>
        <message>
            <source>Any hand</source>
            <translation>Qualsiasi mano</translation>
        </message>
        <message>
            <source>Strong hands (3+ doubles or 4+ of a suit)</source>
            <translation>Mani forti (3+ doppi o 4+ tessere di un seme)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passo</translation>
        </message>
        <message numerus="yes">
            <source>Plunge (%n mark(s))</source>
            <translation>
                <numerusform>Tuffo (%n segno)</numerusform>
                <numerusform>Tuffo (%n segni)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Splash (%n mark(s))</source>
            <translation>
                <numerusform>Tuffetto (%n segno)</numerusform>
                <numerusform>Tuffetto (%n segni)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n segno</numerusform>
                <numerusform>%n segni</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s) in {contract}</source>
            <translation>
                <numerusform>%n segno ({contract})</numerusform>
                <numerusform>%n segni ({contract})</numerusform>
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
                <numerusform>%n presa ({contract})</numerusform>
                <numerusform>%n prese ({contract})</numerusform>
            </translation>
        </message>
        <message>
            <source>shooting the moon in {contract}</source>
            <extracomment>Moon's bid of 21 and its trump, within a sentence: "Passing beats shooting the moon in sixes".</extracomment>
            <translation>sparare alla luna ({contract})</translation>
        </message>
        <message>
            <source>Shooting the moon in {contract}</source>
            <extracomment>Moon's bid of 21 and its trump, opening a sentence or alone: "Shooting the moon in sixes rather than 5 tricks in sixes".</extracomment>
            <translation>Sparare alla luna ({contract})</translation>
        </message>
        <message>
            <source>The practice session you left could not be read ({error}).</source>
            <translation>Non è stato possibile leggere la sessione di pratica lasciata ({error}).</translation>
        </message>
        <message>
            <source>The practice session you left was damaged ({error}); it was set aside as {file}. Your statistics and My mistakes keep its answers.</source>
            <translation>La sessione di pratica lasciata era danneggiata ({error}); è stata messa da parte come {file}. Le statistiche e I miei errori ne conservano le risposte.</translation>
        </message>
        <message>
            <source>Your practice session could not be kept in {folder} ({error}): it will not go on after you quit.</source>
            <translation>Non è stato possibile conservare la sessione di pratica in {folder} ({error}): non potrà proseguire dopo l'uscita.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>{seat}'s {tile}</source>
            <extracomment>A seat's tile: "West's 6-6", "your partner's 5-5".</extracomment>
            <translation>{seat} ({tile})</translation>
        </message>
        <message numerus="yes">
            <source>, with %n point(s) in it so far</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it so far".</extracomment>
            <translation>
                <numerusform>, con %n punto già in palio</numerusform>
                <numerusform>, con %n punti già in palio</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, with %n point(s) in it</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it".</extracomment>
            <translation>
                <numerusform>, con %n punto in palio</numerusform>
                <numerusform>, con %n punti in palio</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} is a walker: no one can beat it in {suit} now</source>
            <translation>la tessera {tile} è sicura: ora nessuno può batterla nel {suit}</translation>
        </message>
        <message>
            <source>pull trumps: the {tiles} is still out; {who}</source>
            <extracomment>{who} says which opponents may hold the trump, e.g. "West may hold it".</extracomment>
            <translation>batti le briscole: manca ancora la tessera {tiles}; {who}</translation>
        </message>
        <message>
            <source>pull trumps: the {tiles} are still out; {who}</source>
            <translation>batti le briscole: mancano ancora le tessere {tiles}; {who}</translation>
        </message>
        <message numerus="yes">
            <source>pull trumps: %n trumps are still out; {who}</source>
            <translation>
                <numerusform>batti le briscole: manca ancora %n briscola; {who}</numerusform>
                <numerusform>batti le briscole: mancano ancora %n briscole; {who}</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} may hold it</source>
            <translation>potrebbe averla {seat}</translation>
        </message>
        <message>
            <source>{seat} may hold some</source>
            <translation>potrebbe averne {seat}</translation>
        </message>
        <message>
            <source>either opponent may hold it</source>
            <translation>potrebbe averla l'uno o l'altro avversario</translation>
        </message>
        <message>
            <source>both opponents may hold one</source>
            <translation>potrebbero averne entrambi gli avversari</translation>
        </message>
        <message>
            <source>any opponent may hold it</source>
            <translation>potrebbe averla qualsiasi avversario</translation>
        </message>
        <message>
            <source>any opponent may hold one</source>
            <translation>potrebbe averne qualsiasi avversario</translation>
        </message>
        <message>
            <source>trump it: you have no {suit}, and the {tile} wins the trick{points}</source>
            <extracomment>{points} is empty or ", with 11 points in it".</extracomment>
            <translation>taglia: non hai tessere del {suit}, e la tessera {tile} vince la presa{points}</translation>
        </message>
        <message>
            <source>trump it: you have no {suit}, and the {tile} beats every tile played so far{points}</source>
            <translation>taglia: non hai tessere del {suit}, e la tessera {tile} batte tutte quelle giocate finora{points}</translation>
        </message>
        <message>
            <source>feed count: {whose} wins this trick, so the {tile} adds {points} to the defenders' tricks</source>
            <extracomment>Three players, each for themself: the two defenders share the aim of setting the bidder.</extracomment>
            <translation>carica: {whose} vince questa presa, quindi la tessera {tile} porta {points} alle prese dei difensori</translation>
        </message>
        <message>
            <source>feed count: {whose} wins this trick, so the {tile} adds {points} to your side</source>
            <translation>carica: {whose} vince questa presa, quindi la tessera {tile} porta {points} alla tua coppia</translation>
        </message>
        <message>
            <source>feed count: {whose} should win this trick (the bidder, still to play, cannot beat it in about {percent}% of the deals you could face), so the {tile} adds {points} to the defenders' tricks</source>
            <translation>carica: {whose} dovrebbe vincere questa presa (l'offerente, che deve ancora giocare, non la batte in circa {percent}% delle distribuzioni possibili), quindi la tessera {tile} porta {points} alle prese dei difensori</translation>
        </message>
        <message>
            <source>feed count: {whose} should win this trick (no opponent still to play beats it in about {percent}% of the deals you could face), so the {tile} adds {points} to your side</source>
            <translation>carica: {whose} dovrebbe vincere questa presa (nessun avversario che deve ancora giocare la batte in circa {percent}% delle distribuzioni possibili), quindi la tessera {tile} porta {points} alla tua coppia</translation>
        </message>
        <message>
            <source>take the trick: the {tile} beats {whose} and no one still to play can beat it{points}</source>
            <translation>prendi la presa: la tessera {tile} batte {whose} e nessuno di quelli che devono ancora giocare può batterla{points}</translation>
        </message>
        <message>
            <source>take the trick: the {tile} beats {whose}{points}</source>
            <translation>prendi la presa: la tessera {tile} batte {whose}{points}</translation>
        </message>
        <message>
            <source>save count: {seat}, the bidder, takes this trick with the {best}, so keep your {kept} and give the {tile}</source>
            <translation>salva i carichi: {seat}, l'offerente, prende questa presa con la tessera {best}, quindi tieni i tuoi carichi ({kept}) e dai la tessera {tile}</translation>
        </message>
        <message>
            <source>save count: the bidders take this trick, so keep your {kept} and give the {tile}</source>
            <translation>salva i carichi: questa presa la prendono gli offerenti, quindi tieni i tuoi carichi ({kept}) e dai la tessera {tile}</translation>
        </message>
        <message>
            <source>save count: {whose} takes this trick for the bidders, so keep your {kept} and give the {tile}</source>
            <translation>salva i carichi: {whose} prende questa presa per gli offerenti, quindi tieni i tuoi carichi ({kept}) e dai la tessera {tile}</translation>
        </message>
        <message>
            <source>the other side</source>
            <extracomment>Who a lost trick goes to: "the trick is lost to the other side".</extracomment>
            <translation>l'altra parte</translation>
        </message>
        <message>
            <source>a defender</source>
            <translation>un difensore</translation>
        </message>
        <message>
            <source>the bidder</source>
            <translation>l'offerente</translation>
        </message>
        <message>
            <source>throw off: you have no {suit} and the trick is lost to {to}, so give the {tile}</source>
            <translation>liscio: non hai tessere del {suit} e la presa la vince {to}, quindi dai la tessera {tile}</translation>
        </message>
        <message>
            <source>the trick is lost to {to}, so keep your {kept} and give the {tile}</source>
            <translation>la presa la vince {to}, quindi tieni i tuoi carichi ({kept}) e dai la tessera {tile}</translation>
        </message>
        <message>
            <source>play low: the trick is lost to {to}, so keep your {kept} and give the {tile}</source>
            <translation>gioca basso: la presa la vince {to}, quindi tieni i tuoi carichi ({kept}) e dai la tessera {tile}</translation>
        </message>
        <message>
            <source>the trick is lost to {to}, so give the {tile}</source>
            <translation>la presa la vince {to}, quindi dai la tessera {tile}</translation>
        </message>
        <message>
            <source>play low: the trick is lost to {to}, so give the {tile}</source>
            <translation>gioca basso: la presa la vince {to}, quindi dai la tessera {tile}</translation>
        </message>
        <message>
            <source>throw off: you have no {suit} and no count to add, and {whose} wins this trick without help</source>
            <translation>liscio: non hai tessere del {suit} né carichi da aggiungere, e {whose} vince questa presa senza aiuto</translation>
        </message>
        <message>
            <source>throw off: you have no {suit}, and {whose} wins this trick without help</source>
            <translation>liscio: non hai tessere del {suit}, e {whose} vince questa presa senza aiuto</translation>
        </message>
        <message>
            <source>{whose} wins this trick without help, and you have no count to add</source>
            <translation>{whose} vince questa presa senza aiuto, e non hai carichi da aggiungere</translation>
        </message>
        <message>
            <source>{whose} wins this trick without help</source>
            <translation>{whose} vince questa presa senza aiuto</translation>
        </message>
        <message>
            <source>play low: {whose} wins this trick without help, and you have no count to add</source>
            <translation>gioca basso: {whose} vince questa presa senza aiuto, e non hai carichi da aggiungere</translation>
        </message>
        <message>
            <source>play low: {whose} wins this trick without help</source>
            <translation>gioca basso: {whose} vince questa presa senza aiuto</translation>
        </message>
        <message>
            <source>keep the {guard}: it guards your {count} in {suit}, so you can follow {suit} without giving up the count</source>
            <translation>tieni la tessera {guard}: protegge il tuo {count} nel {suit}, così puoi rispondere al {suit} senza cedere i carichi</translation>
        </message>
        <message>
            <source>the {tile} is the only tile of its suit: only a trump can beat it</source>
            <translation>la tessera {tile} è l'unica del suo seme: solo una briscola può batterla</translation>
        </message>
        <message>
            <source>none of the {suit} the others may hold beats the {tile}: only a trump can</source>
            <translation>nessuna tessera del {suit} che gli altri possono avere batte la tessera {tile}: solo una briscola può</translation>
        </message>
        <message>
            <source>the {tile} puts none of your count at risk</source>
            <translation>il {tile} non mette a rischio nessuno dei tuoi carichi</translation>
        </message>
        <message>
            <source>stay under: the {tile} loses to {whose}, and you must not win a trick</source>
            <translation>stai sotto: la tessera {tile} perde contro {whose}, e tu non devi vincere nessuna presa</translation>
        </message>
        <message>
            <source>stay under the bidder: {whose} wins this trick and sets the Nello unless someone beats it</source>
            <translation>stai sotto l'offerente: {whose} vince questa presa e fa andare sotto il Nello, se nessuno la batte</translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) you cannot see; a defender who has to play one takes the trick, not you</source>
            <translation>
                <numerusform>apri basso: %n tessera che non vedi batte la tessera {tile}; un avversario che deve giocarla prende la presa, non tu</numerusform>
                <numerusform>apri basso: %n tessere che non vedi battono la tessera {tile}; un avversario che deve giocarne una prende la presa, non tu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) the bidder may hold; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</source>
            <extracomment>Nello, a defender's lead; the bidder must lose every trick.</extracomment>
            <translation>
                <numerusform>apri basso: %n tessera che l'offerente può avere batte la tessera {tile}; se l'offerente deve giocarla prende la presa e il Nello va sotto, a meno che un difensore giochi più alto</numerusform>
                <numerusform>apri basso: %n tessere che l'offerente può avere battono la tessera {tile}; se l'offerente deve giocarne una prende la presa e il Nello va sotto, a meno che un difensore giochi più alto</numerusform>
            </translation>
        </message>
        <message>
            <source>it is your last tile</source>
            <translation>è la tua ultima tessera</translation>
        </message>
        <message>
            <source>in Sevens you must play your tile closest to seven pips: the {tile} has {pips}</source>
            <translation>nel Sette devi giocare la tessera più vicina a sette pallini: la tessera {tile} ne ha {pips}</translation>
        </message>
        <message>
            <source>you must follow {suit} and it is your only one</source>
            <translation>devi rispondere al {suit} ed è l'unica tessera di quel seme che hai</translation>
        </message>
        <message>
            <source>it is the only tile you may play</source>
            <translation>è l'unica tessera che puoi giocare</translation>
        </message>
        <message>
            <source>The bid is decided, so each player now plays for their own tricks: this tile takes the most for you on average.</source>
            <translation>L'offerta è già decisa, quindi ora ogni giocatore gioca per le proprie prese: questa tessera te ne fa fare in media di più.</translation>
        </message>
        <message>
            <source>The bid is decided, so each player now plays for their own tricks.</source>
            <translation>L'offerta è già decisa, quindi ora ogni giocatore gioca per le proprie prese.</translation>
        </message>
        <message>
            <source>the bid is decided, so each player now plays for their own tricks, and this tile takes the most for you on average</source>
            <translation>l'offerta è già decisa, quindi ora ogni giocatore gioca per le proprie prese, e questa tessera te ne fa fare in media di più</translation>
        </message>
        <message>
            <source>the bid is decided, so each player now plays for their own tricks</source>
            <translation>l'offerta è già decisa, quindi ora ogni giocatore gioca per le proprie prese</translation>
        </message>
        <message>
            <source>Your bid is decided, so each trick you take now is one the others do not score: this tile takes the most for you on average.</source>
            <translation>La tua offerta è già decisa, quindi ogni presa che fai ora è una che gli altri non segnano: questa tessera ne prende di più per te in media.</translation>
        </message>
        <message>
            <source>Your bid is decided, so each trick you take now is one the others do not score.</source>
            <translation>La tua offerta è già decisa, quindi ogni presa che fai ora è una che gli altri non segnano.</translation>
        </message>
        <message>
            <source>your bid is decided, so each trick you take now is one the others do not score, and this tile takes the most for you on average</source>
            <translation>la tua offerta è già decisa, quindi ogni presa che fai ora è una che gli altri non segnano, e questa tessera ne prende di più per te in media</translation>
        </message>
        <message>
            <source>your bid is decided, so each trick you take now is one the others do not score</source>
            <translation>la tua offerta è già decisa, quindi ogni presa che fai ora è una che gli altri non segnano</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract, and the most {unit} on average if the hand is played out.</source>
            <translation>Circa {percent}% di mantenere il contratto, e in media il maggior numero di {unit} se la mano si gioca fino in fondo.</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract, and the most {unit} on average if the hand is played out</source>
            <translation>circa {percent}% di mantenere il contratto, e in media il maggior numero di {unit} se la mano si gioca fino in fondo</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidder on average if the hand is played out.</source>
            <translation>Circa {percent}% di battere il contratto, e in media il minor numero di {unit} per chi ha offerto se la mano si gioca fino in fondo.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidder on average if the hand is played out</source>
            <translation>circa {percent}% di battere il contratto, e in media il minor numero di {unit} per chi ha offerto se la mano si gioca fino in fondo</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidders on average if the hand is played out.</source>
            <translation>Circa {percent}% di battere il contratto, e in media il minor numero di {unit} per gli offerenti se la mano si gioca fino in fondo.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidders on average if the hand is played out</source>
            <translation>circa {percent}% di battere il contratto, e in media il minor numero di {unit} per gli offerenti se la mano si gioca fino in fondo</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello, and the most tricks for the opponents on average if the hand is played out.</source>
            <translation>Circa {percent}% di fare il Nello, e in media il maggior numero di prese agli avversari se la mano si gioca fino in fondo.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello, and the most tricks for the opponents on average if the hand is played out</source>
            <translation>circa {percent}% di fare il Nello, e in media il maggior numero di prese agli avversari se la mano si gioca fino in fondo</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for the defenders on average.</source>
            <translation>Circa {percent}% di battere il Nello, e in media il minor numero di prese ai difensori.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for the defenders on average</source>
            <translation>circa {percent}% di battere il Nello, e in media il minor numero di prese ai difensori</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello.</source>
            <translation>Circa {percent}% di fare il Nello.</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello.</source>
            <translation>Circa {percent}% di battere il Nello.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello</source>
            <translation>circa {percent}% di fare il Nello</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello</source>
            <translation>circa {percent}% di battere il Nello</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello, and the most tricks for the opponents on average.</source>
            <translation>Circa {percent}% di fare il Nello, e in media il maggior numero di prese agli avversari.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello, and the most tricks for the opponents on average</source>
            <translation>circa {percent}% di fare il Nello, e in media il maggior numero di prese agli avversari</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for the defenders on average if the hand is played out.</source>
            <translation>Circa {percent}% di battere il Nello, e in media il minor numero di prese ai difensori se la mano si gioca fino in fondo.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for the defenders on average if the hand is played out</source>
            <translation>circa {percent}% di battere il Nello, e in media il minor numero di prese ai difensori se la mano si gioca fino in fondo</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for your side on average.</source>
            <translation>Circa {percent}% di battere il Nello, e in media il minor numero di prese alla tua parte.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for your side on average</source>
            <translation>circa {percent}% di battere il Nello, e in media il minor numero di prese alla tua parte</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for your side on average if the hand is played out.</source>
            <translation>Circa {percent}% di battere il Nello, e in media il minor numero di prese alla tua parte se la mano si gioca fino in fondo.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for your side on average if the hand is played out</source>
            <translation>circa {percent}% di battere il Nello, e in media il minor numero di prese alla tua parte se la mano si gioca fino in fondo</translation>
        </message>
        <message>
            <source>The {tile} is the choice.</source>
            <translation>La scelta giusta è la tessera {tile}.</translation>
        </message>
        <message>
            <source>the {tile} is the choice</source>
            <translation>la scelta giusta è la tessera {tile}</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract, and the most {unit} on average.</source>
            <extracomment>{unit} is "points" or "tricks".</extracomment>
            <translation>Circa {percent}% di mantenere il contratto, e in media il maggior numero di {unit}.</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidder on average.</source>
            <translation>Circa {percent}% di battere il contratto, e in media il minor numero di {unit} per chi ha offerto.</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidders on average.</source>
            <translation>Circa {percent}% di battere il contratto, e in media il minor numero di {unit} per gli offerenti.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidder on average</source>
            <translation>circa {percent}% di battere il contratto, e in media il minor numero di {unit} per chi ha offerto</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidders on average</source>
            <translation>circa {percent}% di battere il contratto, e in media il minor numero di {unit} per gli offerenti</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract.</source>
            <translation>Circa {percent}% di mantenere il contratto.</translation>
        </message>
        <message>
            <source>of the opponents, only {seats} can hold it ({showed} showed out)</source>
            <translation>tra gli avversari, può averla solo {seats} ({showed}: senza briscole)</translation>
        </message>
        <message>
            <source>of the opponents, only {seats} can hold one ({showed} showed out)</source>
            <translation>tra gli avversari, può averne una solo {seats} ({showed}: senza briscole)</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract.</source>
            <translation>Circa {percent}% di battere il contratto.</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract, and the most {unit} on average</source>
            <translation>circa {percent}% di mantenere il contratto, e in media il maggior numero di {unit}</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract</source>
            <translation>circa {percent}% di mantenere il contratto</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract</source>
            <translation>circa {percent}% di battere il contratto</translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) you cannot see, your {mine} by only {fewer}; a defender who has to play one takes the trick, not you</source>
            <extracomment>Nello, the bidder's lead: {tile} the better lead, {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>apri basso: %n tessera che non vedi batte la tessera {tile}, la tua tessera {mine} solo {fewer}; un avversario che deve giocarla prende la presa, non tu</numerusform>
                <numerusform>apri basso: %n tessere che non vedi battono la tessera {tile}, la tua tessera {mine} solo {fewer}; un avversario che deve giocarne una prende la presa, non tu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) the bidder may hold, your {mine} by only {fewer}; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</source>
            <extracomment>Nello, a defender's lead: {tile} the better lead, {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>apri basso: %n tessera che l'offerente può avere batte la tessera {tile}, la tua tessera {mine} solo {fewer}; se l'offerente deve giocarla prende la presa e il Nello va sotto, a meno che un difensore giochi più alto</numerusform>
                <numerusform>apri basso: %n tessere che l'offerente può avere battono la tessera {tile}, la tua tessera {mine} solo {fewer}; se l'offerente deve giocarne una prende la presa e il Nello va sotto, a meno che un difensore giochi più alto</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} keeps count out of a trick {side} may win: your {mine} puts {points} in it</source>
            <extracomment>{side} is "the other side" (or "the bidder", "a defender" in 42 for three); {points} "5 points".</extracomment>
            <translation>la tessera {tile} tiene i carichi fuori da una presa che {side} può vincere: la tua {mine} ci mette {points}</translation>
        </message>
        <message>
            <source>the {tile} puts less count into a trick {side} may win: {points} against {mine_points} with your {mine}</source>
            <extracomment>{side} is "the other side" (or "the bidder", "a defender" in 42 for three); {points} "5 points".</extracomment>
            <translation>la tessera {tile} mette meno carichi in una presa che {side} può vincere: {points} contro {mine_points} con la tua {mine}</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: no one can beat it in {suit} now</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps; {suit} its suit ("fives", "trumps").</extracomment>
            <translation>la tessera {tile} ti lascia la tessera {mine} per una presa successiva: ora nessuno può batterla nel {suit}</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: it is the only tile of its suit, so only a trump can beat it</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps.</extracomment>
            <translation>la tessera {tile} ti lascia la tessera {mine} per una presa successiva: è l'unica del suo seme, quindi solo una briscola può batterla</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: none of the {suit} the others may hold beats it, only a trump can</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps; {suit} its suit ("fives").</extracomment>
            <translation>la tessera {tile} ti lascia la tessera {mine} per una presa successiva: nessuna tessera del {suit} che gli altri possono avere la batte, solo una briscola può</translation>
        </message>
        <message numerus="yes">
            <source>get rid of the {tile} while it can stay under: it beats %n tile(s) you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats none</source>
            <extracomment>Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's.</extracomment>
            <translation>
                <numerusform>liberati della tessera {tile} finché può stare sotto: batte %n tessera che non vedi, e un'apertura di quella tessera potrebbe farle prendere una presa più avanti; la tua tessera {mine} non ne batte nessuna</numerusform>
                <numerusform>liberati della tessera {tile} finché può stare sotto: batte %n tessere che non vedi, e un'apertura di una di quelle tessere potrebbe farle prendere una presa più avanti; la tua tessera {mine} non ne batte nessuna</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>get rid of the {tile} while it can stay under: it beats %n tile(s) you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats only {fewer}</source>
            <extracomment>Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>liberati della tessera {tile} finché può stare sotto: batte %n tessera che non vedi, e un'apertura di quella tessera potrebbe farle prendere una presa più avanti; la tua tessera {mine} ne batte solo {fewer}</numerusform>
                <numerusform>liberati della tessera {tile} finché può stare sotto: batte %n tessere che non vedi, e un'apertura di una di quelle tessere potrebbe farle prendere una presa più avanti; la tua tessera {mine} ne batte solo {fewer}</numerusform>
            </translation>
        </message>
        <message>
            <source>no single fact sets the {tile} apart from your {mine}: the difference is in what each takes on average over the tiles you cannot see</source>
            <extracomment>Why the better tile rather than the user's, when both have the same chance: the hint's third column (points or tricks to come) tells them apart, shown beside it.</extracomment>
            <translation>nessun fatto da solo distingue la tessera {tile} dalla tua {mine}: la differenza sta in quanto ciascuna prende in media sulle tessere che non vedi</translation>
        </message>
        <message>
            <source>no single fact sets the {tile} apart from your {mine}: the difference is in the odds over the tiles you cannot see, {percent}% against {mine_percent}% with yours</source>
            <extracomment>Why the better tile rather than the user's when no fact the seat sees tells them apart; the two chances (of making, or of setting, the contract), the better tile's first: "73.2% against 67.3%".</extracomment>
            <translation>nessun fatto da solo distingue la tessera {tile} dalla tua {mine}: la differenza sta nelle probabilità sulle tessere che non vedi, {percent}% contro {mine_percent}% con la tua</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>bid {bid} (forced)</source>
            <extracomment>What the user did, after "You": "bid 30 (forced)", the forced-bid rule's bid of the last seat.</extracomment>
            <translation>offerta: {bid} (obbligata)</translation>
        </message>
        <message>
            <source>bids {bid} (forced)</source>
            <extracomment>What another seat did, after its name: "bids 30 (forced)", the forced-bid rule's bid of the last seat.</extracomment>
            <translation>offre {bid} (obbligata)</translation>
        </message>
        <message>
            <source>pass</source>
            <extracomment>What the user did, after "You" in the review's seat column.</extracomment>
            <translation>passi</translation>
        </message>
        <message>
            <source>passes</source>
            <translation>passa</translation>
        </message>
        <message>
            <source>bid to shoot the moon</source>
            <extracomment>What the user did in Moon, after "You" in the review's seat column: the bid of 21.</extracomment>
            <translation>offri lo sparo alla luna</translation>
        </message>
        <message>
            <source>bids to shoot the moon</source>
            <translation>offre lo sparo alla luna</translation>
        </message>
        <message>
            <source>bid {bid}</source>
            <extracomment>What the user did, after "You": "bid 30".</extracomment>
            <translation>offri {bid}</translation>
        </message>
        <message>
            <source>bids {bid}</source>
            <extracomment>What another seat did, after its name: "bids 30".</extracomment>
            <translation>offre {bid}</translation>
        </message>
        <message>
            <source>lay the {tile} away</source>
            <translation>scarti {tile}</translation>
        </message>
        <message>
            <source>lays the {tile} away</source>
            <extracomment>What another seat did with Moon's widow, after its name: "lays the 6-1 away".</extracomment>
            <translation>scarta {tile}</translation>
        </message>
        <message>
            <source>lay the hand down: every tile is sure to win</source>
            <translation>cali la mano: ogni tessera vince di sicuro</translation>
        </message>
        <message>
            <source>lays the hand down: every tile is sure to win</source>
            <translation>cala la mano: ogni tessera vince di sicuro</translation>
        </message>
        <message>
            <source>play {tile}</source>
            <translation>giochi {tile}</translation>
        </message>
        <message>
            <source>plays {tile}</source>
            <translation>gioca {tile}</translation>
        </message>
        <message>
            <source>everyone else passed: you had to bid</source>
            <extracomment>Why the user's bid was right: under the house rule the last to bid must bid when all others pass.</extracomment>
            <translation>hanno passato tutti gli altri: dovevi offrire</translation>
        </message>
        <message>
            <source>{contract} ({percent}% to make)</source>
            <extracomment>The better trump in the hand review, and its chance: "sixes (72% to make)".</extracomment>
            <translation>{contract} ({percent}% di mantenere il contratto)</translation>
        </message>
        <message>
            <source>The {tile} may be as good as the {best} the hint recommends: the hint's sampled deals are too few to tell the two apart.</source>
            <extracomment>{tile} is the user's tile, {best} the tile the hint recommends; the hint's chances come from sampled deals.</extracomment>
            <translation>Il {tile} potrebbe essere buono quanto il {best} che il suggerimento consiglia: le distribuzioni simulate del suggerimento sono troppo poche per distinguere le due tessere.</translation>
        </message>
        <message>
            <source>{tile} ({tricks} tricks to come on average)</source>
            <extracomment>The better tile of a Moon play once the bid is decided: "6-2 (1.3 tricks to come on average)".</extracomment>
            <translation>{tile} (in media {tricks} prese da fare)</translation>
        </message>
        <message>
            <source>{tile} rather than {mine_tile}: {percent}% against {mine_percent}% to make, {tricks} against {mine_tricks} tricks on average, worth {worth} against {mine} game points</source>
            <extracomment>The better tile to lay away in Moon against the user's, each figure as the widow hint's table shows it, the better tile's first: "6-2 rather than 6-5: 82% against 72% to make, 6.0 against 6.7 tricks on average, worth +3.34 against +2.51 game points".</extracomment>
            <translation>{tile} invece del {mine_tile}: {percent}% contro {mine_percent}% di mantenere il contratto, {tricks} contro {mine_tricks} prese in media, vale {worth} contro {mine} punti di partita</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to make)</source>
            <translation>{tile} ({percent}% di mantenere il contratto)</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to set)</source>
            <translation>{tile} ({percent}% di battere il contratto)</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to make): {reason}</source>
            <extracomment>{reason} is why the tile is better: "the 6-6 is a walker: no one can beat it in sixes now".</extracomment>
            <translation>{tile} ({percent}% di mantenere il contratto): {reason}</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to set): {reason}</source>
            <translation>{tile} ({percent}% di battere il contratto): {reason}</translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n trick(s) on average if the hand is played out</source>
            <translation>
                <numerusform>la tessera {tile} ti costa in media circa %n presa se la mano si gioca fino in fondo</numerusform>
                <numerusform>la tessera {tile} ti costa in media circa %n prese se la mano si gioca fino in fondo</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n point(s) on average if the hand is played out</source>
            <translation>
                <numerusform>la tessera {tile} ti costa in media circa %n punto se la mano si gioca fino in fondo</numerusform>
                <numerusform>la tessera {tile} ti costa in media circa %n punti se la mano si gioca fino in fondo</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n trick(s) on average</source>
            <translation>
                <numerusform>la tessera {tile} ti costa in media circa %n presa</numerusform>
                <numerusform>la tessera {tile} ti costa in media circa %n prese</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n point(s) on average</source>
            <translation>
                <numerusform>la tessera {tile} ti costa in media circa %n punto</numerusform>
                <numerusform>la tessera {tile} ti costa in media circa %n punti</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} gave {seat} {points}</source>
            <extracomment>The user's count tile went to an opponent: "the 4-1 gave West 5 points".</extracomment>
            <translation>la tessera {tile} ha dato {points} a {seat}</translation>
        </message>
    </context>
    <context>
        <name>session</name>
        <message>
            <source>The {tile} came from the widow: lay a tile away</source>
            <translation>Tessera in più: {tile}. Scartane una</translation>
        </message>
        <message>
            <source>You took the widow: lay a tile away</source>
            <translation>Hai preso la tessera in più: scartane una</translation>
        </message>
        <message>
            <source>Your lead</source>
            <translation>Tocca a te aprire</translation>
        </message>
        <message>
            <source>Your play</source>
            <translation>Tocca a te giocare</translation>
        </message>
        <message>
            <source>{seat} to bid…</source>
            <translation>Tocca a {seat} offrire…</translation>
        </message>
        <message>
            <source>{seat} to name trump…</source>
            <translation>Tocca a {seat} chiamare la briscola…</translation>
        </message>
        <message>
            <source>{seat} to take the widow…</source>
            <translation>Tocca a {seat} prendere la tessera in più…</translation>
        </message>
        <message>
            <source>{seat} to play…</source>
            <translation>Tocca a {seat} giocare…</translation>
        </message>
        <message>
            <source>Seat {seat}</source>
            <translation>Posto {seat}</translation>
        </message>
        <message>
            <source>{variant} needs {n} seats, got {got}</source>
            <translation>{variant} richiede {n} posti, ricevuti {got}</translation>
        </message>
        <message>
            <source>one human seat at most</source>
            <translation>al massimo un posto umano</translation>
        </message>
        <message>
            <source>Undo is off in this game.</source>
            <translation>In questa partita non si può annullare.</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>Niente da annullare.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Non tocca a te.</translation>
        </message>
        <message>
            <source>No seat may act: the hand is in the {phase} phase.</source>
            <translation>Nessuno può agire: la mano è in fase di {phase}.</translation>
        </message>
        <message>
            <source>You cannot bid now: it is the {phase} phase.</source>
            <translation>Ora non puoi offrire: la mano è in fase di {phase}.</translation>
        </message>
        <message>
            <source>You cannot name trump now: it is the {phase} phase.</source>
            <translation>Ora non puoi chiamare la briscola: la mano è in fase di {phase}.</translation>
        </message>
        <message>
            <source>You cannot discard now: it is the {phase} phase.</source>
            <translation>Ora non puoi scartare: la mano è in fase di {phase}.</translation>
        </message>
        <message>
            <source>You cannot play a tile now: it is the {phase} phase.</source>
            <translation>Ora non puoi giocare una tessera: la mano è in fase di {phase}.</translation>
        </message>
        <message>
            <source>You cannot lay down now: it is the {phase} phase.</source>
            <translation>Ora non puoi calare la mano: la mano è in fase di {phase}.</translation>
        </message>
        <message>
            <source>You do not hold {tile}.</source>
            <translation>Non hai la tessera {tile}.</translation>
        </message>
        <message>
            <source>You must play the tile closest to 7 (you hold {held}).</source>
            <translation>Devi giocare la tessera più vicina a 7 (hai {held}).</translation>
        </message>
        <message>
            <source>You must follow {suit} (you hold {held}).</source>
            <translation>Devi rispondere al {suit} (hai {held}).</translation>
        </message>
        <message>
            <source>You may not pass: everyone else passed, so the last bidder must bid {minimum}.</source>
            <translation>Non puoi passare: tutti gli altri hanno passato, quindi l'ultimo deve offrire {minimum}.</translation>
        </message>
        <message>
            <source>You are forced to bid the minimum, {minimum}.</source>
            <translation>Sei obbligato a offrire il minimo, {minimum}.</translation>
        </message>
        <message>
            <source>A Plunge needs at least {need} doubles; you hold {have}.</source>
            <translation>Per un Tuffo servono almeno {need} doppi; tu ne hai {have}.</translation>
        </message>
        <message>
            <source>A Splash needs at least {need} doubles; you hold {have}.</source>
            <translation>Per un Tuffetto servono almeno {need} doppi; tu ne hai {have}.</translation>
        </message>
        <message>
            <source>You cannot lay down now: only the player to lead may, before the trick.</source>
            <translation>Ora non puoi calare la mano: può farlo solo chi apre, prima della presa.</translation>
        </message>
        <message>
            <source>You cannot lay down: {reason}.</source>
            <translation>Non puoi calare la mano: {reason}.</translation>
        </message>
        <message>
            <source>A Moon bid is {minimum} to {tricks} tricks or {shot} (shoot the moon), not {value}.</source>
            <translation>In Moon un'offerta va da {minimum} a {tricks} prese oppure è {shot} (sparare alla luna), non {value}.</translation>
        </message>
        <message>
            <source>Bid {value} must beat the high bid of {high}.</source>
            <translation>L'offerta {value} deve superare l'offerta più alta di {high}.</translation>
        </message>
        <message>
            <source>Bid {value} is below the minimum bid of {minimum}.</source>
            <translation>L'offerta {value} è sotto l'offerta minima di {minimum}.</translation>
        </message>
        <message>
            <source>Bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42.</source>
            <translation>{value} non è un'offerta valida: i punti vanno da {minimum} a 41, i segni sono multipli di 42.</translation>
        </message>
        <message>
            <source>Mark bids above 42 are not allowed (house rule: no 84).</source>
            <translation>Le offerte a segni oltre 42 non sono permesse (variante: niente 84).</translation>
        </message>
        <message numerus="yes">
            <source>The highest bid is %n marks ({points}).</source>
            <translation>
                <numerusform>L'offerta più alta è di %n segno ({points}).</numerusform>
                <numerusform>L'offerta più alta è di %n segni ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>After a mark bid the next bid must be exactly one mark more ({points}).</source>
            <translation>Dopo un'offerta a segni la successiva deve essere esattamente di un segno in più ({points}).</translation>
        </message>
        <message>
            <source>The first mark bid of an auction is 1 or 2 marks (42 or 84).</source>
            <translation>La prima offerta a segni di un'asta è di 1 o 2 segni (42 o 84).</translation>
        </message>
        <message>
            <source>{name} is not played in this game (house rule off).</source>
            <translation>{name}: non si gioca in questa partita (variante disattivata).</translation>
        </message>
        <message numerus="yes">
            <source>A Plunge here is a bid of %n mark(s) ({points}).</source>
            <translation>
                <numerusform>Qui un Tuffo è un'offerta di %n segno ({points}).</numerusform>
                <numerusform>Qui un Tuffo è un'offerta di %n segni ({points}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A Splash here is a bid of %n mark(s) ({points}).</source>
            <translation>
                <numerusform>Qui un Tuffetto è un'offerta di %n segno ({points}).</numerusform>
                <numerusform>Qui un Tuffetto è un'offerta di %n segni ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} cannot be named in this game of Moon.</source>
            <translation>In questa partita di Moon non si può chiamare: {contract}.</translation>
        </message>
        <message>
            <source>{name} cannot be named on a plunge.</source>
            <translation>Con un Tuffo non si può chiamare {name}.</translation>
        </message>
        <message>
            <source>{name} cannot be named on a splash.</source>
            <translation>Con un Tuffetto non si può chiamare {name}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points}).</source>
            <translation>
                <numerusform>{name} richiede un'offerta di almeno %n segno ({points}).</numerusform>
                <numerusform>{name} richiede un'offerta di almeno %n segni ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} is not allowed here.</source>
            <translation>Contratto non permesso qui: {contract}.</translation>
        </message>
        <message>
            <source>{reason}.</source>
            <extracomment>A message from the game engine said to the user; {reason} starts in lower case.</extracomment>
            <translation>{reason}.</translation>
        </message>
        <message>
            <source>Wait for the other players: it is not your move yet.</source>
            <translation>Aspetta gli altri giocatori: non tocca ancora a te.</translation>
        </message>
        <message>
            <source>Laying down is right here too: every tile you hold is sure to win. This lesson plays the tricks out to show why: read the card again.</source>
            <translation>Anche calare la mano è giusto qui: ogni tessera che hai vince di sicuro. Questa lezione gioca le prese fino in fondo per mostrare perché: rileggi la scheda.</translation>
        </message>
        <message>
            <source>That is not this lesson's move: read the card again.</source>
            <translation>Non è la mossa di questa lezione: rileggi la scheda.</translation>
        </message>
    </context>
    <context>
        <name>stats</name>
        <message>
            <source>another program is using it</source>
            <translation>un altro programma lo sta usando</translation>
        </message>
        <message>
            <source>it may not be written</source>
            <translation>non vi si può scrivere</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>non si può aprire</translation>
        </message>
        <message>
            <source>Statistics cannot be kept in this session ({error}); the statistics file is left as it is.</source>
            <translation>In questa sessione non si possono registrare statistiche ({error}); il file delle statistiche resta com'è.</translation>
        </message>
        <message>
            <source>The statistics file was written by a newer version of Texas 42 (schema {version}); it was moved to {file} and new statistics were started.</source>
            <translation>Il file delle statistiche è stato scritto da una versione più recente di Texas 42 (schema {version}); è stato spostato in {file} e sono iniziate nuove statistiche.</translation>
        </message>
        <message>
            <source>The statistics file was damaged ({error}); it was moved to {file} and new statistics were started.</source>
            <translation>Il file delle statistiche era danneggiato ({error}); è stato spostato in {file} e sono iniziate nuove statistiche.</translation>
        </message>
        <message>
            <source>Statistics could not be saved ({error}); the game goes on.</source>
            <translation>Impossibile salvare le statistiche ({error}); la partita continua.</translation>
        </message>
    </context>
</TS>
