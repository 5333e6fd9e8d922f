<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Board</name>
    <message>
        <source>Palace</source>
        <translation>Palais</translation>
    </message>
    <message>
        <source>Bishopric</source>
        <translation>Évêché</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>Hôtel de ville</translation>
    </message>
    <message>
        <source>Palace space {number}</source>
        <translation>Palais, case {number}</translation>
    </message>
    <message>
        <source>{building} row {low}/{high}, first space</source>
        <translation>{building}, rangée {low}/{high}, première case</translation>
    </message>
    <message>
        <source>{building} row {low}/{high}, second space</source>
        <translation>{building}, rangée {low}/{high}, deuxième case</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>red</source>
        <comment>a die</comment>
        <extracomment>Bishopric and City Hall: die values {1,6}, {2,5}, {3,4} designate the same row (RULINGS B1). Price of each die bought from another district, by size of the group (rulebook, Phase 4). 2-player neutral citizens placed before the players&apos; placement (RULINGS B2): Palace spaces 3 and 4; first space of rows {2,5} and {3,4} of the Bishopric and City Hall.</extracomment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>red</source>
        <comment>dice</comment>
        <translation>rouges</translation>
    </message>
    <message>
        <source>red</source>
        <comment>a card</comment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>red</source>
        <comment>cards</comment>
        <translation>rouges</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a die</comment>
        <translation>blanc</translation>
    </message>
    <message>
        <source>white</source>
        <comment>dice</comment>
        <translation>blancs</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a card</comment>
        <translation>blanche</translation>
    </message>
    <message>
        <source>white</source>
        <comment>cards</comment>
        <translation>blanches</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>a die</comment>
        <translation>jaune</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>dice</comment>
        <translation>jaunes</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>a card</comment>
        <translation>jaune</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>cards</comment>
        <translation>jaunes</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>a die</comment>
        <translation>violet</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>dice</comment>
        <translation>violets</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>a card</comment>
        <translation>violette</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>cards</comment>
        <translation>violettes</translation>
    </message>
</context>
<context>
    <name>RoySolo</name>
    <message>
        <source>gains 3 VP</source>
        <extracomment>Colour order for ties: red &gt; yellow &gt; white. Building order when the first one gives nothing: Palace &gt; City Hall &gt; Bishopric &gt; Palace. Best places (RULINGS R5): Palace 6..1; Bishopric / City Hall first spaces of rows {1,6}, {2,5}, {3,4}, then their second spaces. The action table (2-12): (what, dice price, deniers paid for your best die or None). What each row of the table makes le Roy do (the records carry it translated, see :func:`turn`).</extracomment>
        <translation>gagne 3 PV</translation>
    </message>
    <message>
        <source>gains 2 VP</source>
        <translation>gagne 2 PV</translation>
    </message>
    <message>
        <source>places a worker</source>
        <translation>place un habitant</translation>
    </message>
    <message>
        <source>fills the right-most event</source>
        <translation>remplit l&apos;évènement le plus à droite</translation>
    </message>
    <message>
        <source>places a tradesman</source>
        <translation>place un homme de métier</translation>
    </message>
    <message>
        <source>places 2 cubes on the cathedral</source>
        <translation>place 2 cubes sur la Cathédrale</translation>
    </message>
    <message>
        <source>reveals a character</source>
        <translation>révèle un personnage</translation>
    </message>
    <message>
        <source>Your defeat deserves no comment: off with your head.</source>
        <extracomment>Rating bands on your VP minus le Roy&apos;s (RULINGS R6). The English text is the one the final scores keep (``rating_text``: the scores are part of the saved state, which must not depend on the language); show it with :func:`band_text`.</extracomment>
        <translation>Votre défaite se passe de commentaire&#xa0;: qu&apos;on vous coupe la tête.</translation>
    </message>
    <message>
        <source>Wipe that smile off your face: not bad, but le Roy will still have your head.</source>
        <translation>Ravalez ce sourire&#xa0;: pas mal, mais le Roy aura quand même votre tête.</translation>
    </message>
    <message>
        <source>An average performance, at best.</source>
        <translation>Une performance moyenne, au mieux.</translation>
    </message>
    <message>
        <source>Not bad: you are starting to make something of yourself.</source>
        <translation>Pas mal&#xa0;: vous commencez à vous faire un nom.</translation>
    </message>
    <message>
        <source>Le Roy is starting to worry. Off with your head all the same.</source>
        <translation>Le Roy commence à s&apos;inquiéter. Qu&apos;on vous coupe la tête quand même.</translation>
    </message>
    <message>
        <source>Congratulations: masterful work!</source>
        <translation>Félicitations&#xa0;: un travail de maître&#xa0;!</translation>
    </message>
    <message>
        <source>{colour} {value}</source>
        <comment>a die: its colour, its value</comment>
        <translation>{value} {colour}</translation>
    </message>
    <message>
        <source>one of the last free spaces</source>
        <translation>une des dernières places libres</translation>
    </message>
    <message>
        <source>{die} is among his 3 highest dice: best free place of the Palace</source>
        <extracomment>Le Roy&apos;s reasons that name a building, whole sentences by building (Palace, Bishopric, City Hall), translated when they are given.</extracomment>
        <translation>son {die} est parmi ses 3 meilleurs dés&#xa0;: meilleure place libre du Palais</translation>
    </message>
    <message>
        <source>{die} is among his 3 highest dice: best free place of the Bishopric</source>
        <translation>son {die} est parmi ses 3 meilleurs dés&#xa0;: meilleure place libre de l&apos;Évêché</translation>
    </message>
    <message>
        <source>{die} is among his 3 highest dice: best free place of the City Hall</source>
        <translation>son {die} est parmi ses 3 meilleurs dés&#xa0;: meilleure place libre de l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>le Roy removes the highest black die with his strongest die</source>
        <translation>le Roy élimine le dé noir le plus fort avec son meilleur dé</translation>
    </message>
    <message>
        <source>le Roy has no die left: the black die is removed all the same (negative events do not affect him)</source>
        <translation>le Roy n&apos;a plus de dé&#xa0;: le dé noir est éliminé quand même (les évènements négatifs ne l&apos;affectent pas)</translation>
    </message>
    <message>
        <source>buys your best die ({die}) for {deniers} deniers</source>
        <translation>achète votre meilleur dé ({die}) pour {deniers} deniers</translation>
    </message>
    <message>
        <source>you have no dice: he uses his own without paying</source>
        <translation>vous n&apos;avez pas de dé&#xa0;: il utilise les siens sans vous payer</translation>
    </message>
    <message>
        <source>le Roy has no meeple left to place</source>
        <translation>le Roy n&apos;a plus d&apos;habitant à placer</translation>
    </message>
    <message>
        <source>no dice left: he starts at the Palace</source>
        <translation>plus de dés&#xa0;: il commence par le Palais</translation>
    </message>
    <message>
        <source>his strongest die is red: the Palace</source>
        <translation>son meilleur dé est rouge&#xa0;: le Palais</translation>
    </message>
    <message>
        <source>his strongest die is white: the Bishopric</source>
        <translation>son meilleur dé est blanc&#xa0;: l&apos;Évêché</translation>
    </message>
    <message>
        <source>his strongest die is yellow: the City Hall</source>
        <translation>son meilleur dé est jaune&#xa0;: l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>{steps}; {how} ({space})</source>
        <translation>{steps}&#xa0;; {how} ({space})</translation>
    </message>
    <message>
        <source>{steps}; nothing to expel or push in the Palace, so the City Hall</source>
        <translation>{steps}&#xa0;; rien à expulser ni à pousser au Palais, donc l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>{steps}; nothing to expel or push in the City Hall, so the Bishopric</source>
        <translation>{steps}&#xa0;; rien à expulser ni à pousser à l&apos;Hôtel de ville, donc l&apos;Évêché</translation>
    </message>
    <message>
        <source>{steps}; nothing to expel or push in the Bishopric, so the Palace</source>
        <translation>{steps}&#xa0;; rien à expulser ni à pousser à l&apos;Évêché, donc le Palais</translation>
    </message>
    <message>
        <source>{steps}; nowhere to expel or push one of your citizens: nothing happens</source>
        <translation>{steps}&#xa0;; nulle part où expulser ou pousser un de vos habitants&#xa0;: il ne se passe rien</translation>
    </message>
    <message>
        <source>expels one of your citizens</source>
        <translation>expulse un de vos habitants</translation>
    </message>
    <message>
        <source>pushes one of your citizens to the right-most space</source>
        <translation>pousse un de vos habitants vers la case la plus à droite</translation>
    </message>
    <message>
        <source>{event} is the right-most event: one die per free banner ({free})</source>
        <translation>l&apos;évènement {event} est le plus à droite&#xa0;: un dé par étendard libre ({free})</translation>
    </message>
    <message>
        <source>no activity card can take one of his tradesmen</source>
        <translation>aucune carte Activité ne peut recevoir un de ses hommes de métier</translation>
    </message>
    <message>
        <source>{card}: the space worth the most VP ({vp}); ties go to the cheapest card, then red &gt; yellow &gt; white</source>
        <translation>{card}&#xa0;: l&apos;emplacement qui rapporte le plus de PV ({vp})&#xa0;; à égalité, la carte la moins chère, puis rouge &gt; jaune &gt; blanc</translation>
    </message>
    <message>
        <source>the cathedral is full: he gains 2 VP instead</source>
        <translation>la Cathédrale est pleine&#xa0;: il gagne 2 PV à la place</translation>
    </message>
    <message>
        <source>the best free spaces (highest numbers) of the lowest level</source>
        <translation>les meilleures cases libres (les plus hauts numéros) du niveau le plus bas</translation>
    </message>
    <message>
        <source>no character left: he gains 1 VP</source>
        <translation>plus de personnage&#xa0;: il gagne 1 PV</translation>
    </message>
    <message>
        <source>{character} is scored at once for both of you, then leaves the game</source>
        <translation>le personnage {character} est décompté tout de suite pour vous deux, puis quitte la partie</translation>
    </message>
</context>
<context>
    <name>TroyesLadies</name>
    <message>
        <source>you have no citizen to hire as a tradesman (and not 2 influence left)</source>
        <translation>vous n&apos;avez aucun habitant à engager comme homme de métier (et il ne vous resterait pas 2 points d&apos;influence)</translation>
    </message>
    <message>
        <source>an Augustine or Recruiter cube joins a group of its colour (one cube per action)</source>
        <translation>un cube d&apos;Augustin ou de Recruteur rejoint un lot de sa couleur (un cube par action)</translation>
    </message>
    <message>
        <source>a Distiller cube turns over one of your own dice of the group</source>
        <translation>un cube du Distillateur retourne un de vos propres dés du lot</translation>
    </message>
    <message>
        <source>a tradesman on {card} costs {cost} influence</source>
        <translation>un homme de métier sur la carte {card} coûte {cost} points d&apos;influence</translation>
    </message>
    <message>
        <source>Breeder: you need 3 deniers to place a cube, or a cube to sell</source>
        <translation>Éleveur&#xa0;: il vous faut 3 deniers pour placer un cube, ou un cube à vendre</translation>
    </message>
    <message>
        <source>the cathedral has no free space left, even on the 4th floor</source>
        <translation>la Cathédrale n&apos;a plus de case libre, même au 4e niveau</translation>
    </message>
    <message>
        <source>Scout: each cube costs 1 denier</source>
        <translation>Éclaireur&#xa0;: chaque cube coûte 1 denier</translation>
    </message>
    <message>
        <source>{card}: too little influence left</source>
        <translation>{card}&#xa0;: il vous resterait trop peu d&apos;influence</translation>
    </message>
    <message>
        <source>place cubes on the card, or use cubes already there (not both)</source>
        <translation>placez des cubes sur la carte, ou utilisez ceux qui y sont déjà (pas les deux)</translation>
    </message>
    <message>
        <source>choose how many of the {times} activations give 4 influence (0 to {times})</source>
        <translation>choisissez combien des {times} activations donnent 4 points d&apos;influence (de 0 à {times})</translation>
    </message>
    <message>
        <source>choose a cathedral column with a free space</source>
        <translation>choisissez une colonne de la Cathédrale qui a une case libre</translation>
    </message>
    <message>
        <source>take the influence point from a tied opponent with the most influence</source>
        <translation>prenez le point d&apos;influence à l&apos;un des adversaires à égalité qui ont le plus d&apos;influence</translation>
    </message>
    <message>
        <source>place a cube on this event card (1 denier) or not</source>
        <translation>placez un cube sur cette carte Évènement (1 denier) ou non</translation>
    </message>
    <message>
        <source>choose one of the event cards in the queue (the Chief Outlaw is never fought by level I red cards)</source>
        <translation>choisissez une des cartes Évènement de la file (les cartes rouges de niveau I ne luttent jamais contre le Chef des brigands)</translation>
    </message>
    <message>
        <source>choose the cube you lose to the Harsh Winter</source>
        <translation>choisissez le cube que vous perdez à cause de l&apos;Hiver rigoureux</translation>
    </message>
    <message>
        <source>choose the citizen possessed by the devil</source>
        <translation>choisissez l&apos;habitant possédé par le diable</translation>
    </message>
    <message>
        <source>free one of the citizens on the Possession card</source>
        <translation>libérez un des habitants de la carte Possession</translation>
    </message>
    <message>
        <source>not a group of dice</source>
        <translation>ce n&apos;est pas un lot de dés</translation>
    </message>
    <message>
        <source>not a die</source>
        <translation>ce n&apos;est pas un dé</translation>
    </message>
    <message>
        <source>you have no Augustine or Recruiter cube there</source>
        <translation>vous n&apos;avez pas de cube d&apos;Augustin ou de Recruteur à cet endroit</translation>
    </message>
    <message>
        <source>choose the purple die&apos;s colour (red, white or yellow)</source>
        <translation>choisissez la couleur du dé violet (rouge, blanc ou jaune)</translation>
    </message>
    <message>
        <source>an Augustine or Recruiter cube cannot be used alone</source>
        <translation>un cube d&apos;Augustin ou de Recruteur ne peut pas être utilisé seul</translation>
    </message>
    <message>
        <source>only a group with the purple die names a colour</source>
        <translation>seul un lot avec le dé violet nomme une couleur</translation>
    </message>
    <message>
        <source>that outdoor activity cannot be used now</source>
        <translation>cette activité extérieure ne peut pas être utilisée maintenant</translation>
    </message>
    <message>
        <source>choose a tile of yours and ask / always / never</source>
        <translation>choisissez une de vos tuiles et «&#xa0;demander&#xa0;», «&#xa0;toujours&#xa0;» ou «&#xa0;jamais&#xa0;»</translation>
    </message>
    <message>
        <source>one cube makes at most {count} exchanges</source>
        <translation>un cube permet au plus {count} échanges</translation>
    </message>
    <message>
        <source>exchange one of your dice (not purple) with a die of a district not yet used</source>
        <translation>échangez un de vos dés (pas le violet) contre un dé d&apos;un quartier pas encore utilisé</translation>
    </message>
    <message>
        <source>that outdoor activity turns over an opponent&apos;s die you are buying (never a neutral die)</source>
        <translation>cette activité extérieure retourne un dé que vous achetez à un adversaire (jamais un dé neutre)</translation>
    </message>
    <message>
        <source>use the outdoor activity or not (always / never set a standing answer)</source>
        <translation>utilisez l&apos;activité extérieure ou non («&#xa0;toujours&#xa0;» et «&#xa0;jamais&#xa0;» fixent une réponse permanente)</translation>
    </message>
    <message>
        <source>the protect activity destroys the black die facing you, before choosing dice</source>
        <translation>l&apos;activité de protection détruit le dé noir qui vous fait face, avant le choix des dés</translation>
    </message>
    <message>
        <source>the ramparts are not in this game</source>
        <translation>les remparts ne font pas partie de cette partie</translation>
    </message>
    <message>
        <source>the guard is moved with a single die</source>
        <translation>le garde avance avec un seul dé</translation>
    </message>
    <message>
        <source>no stored cube changes the die of the ramparts</source>
        <translation>aucun cube posé sur une carte ne change le dé des remparts</translation>
    </message>
    <message>
        <source>your guard cannot move and no outdoor activity can take a cube</source>
        <translation>votre garde ne peut pas avancer et aucune activité extérieure ne peut recevoir de cube</translation>
    </message>
    <message>
        <source>pay 0 to {most} deniers (the die cannot exceed 6)</source>
        <translation>payez de 0 à {most} deniers (le dé ne peut pas dépasser 6)</translation>
    </message>
    <message>
        <source>advance your guard, put a cube on an outdoor activity you reach (one per activity), or stop</source>
        <translation>avancez votre garde, placez un cube sur une activité extérieure atteinte (un par activité), ou arrêtez</translation>
    </message>
    <message>
        <source>modules must be a list of module ids</source>
        <extracomment>&quot;It is thus possible to make up to 3 exchanges per cube&quot; (the neutral district may be one of them).</extracomment>
        <translation>les modules doivent être une liste d&apos;identifiants de modules</translation>
    </message>
    <message>
        <source>unknown module(s): {unknown} (available: {known})</source>
        <translation>module(s) inconnu(s)&#xa0;: {unknown} (disponibles&#xa0;: {known})</translation>
    </message>
</context>
<context>
    <name>TroyesRules</name>
    <message>
        <source>spend influence before choosing the dice that counter</source>
        <translation>dépensez votre influence avant de choisir les dés qui contrent</translation>
    </message>
    <message>
        <source>could not counter a black {value}</source>
        <translation>impossible de contrer un dé noir de {value}</translation>
    </message>
    <message>
        <source>that die is already in your counter</source>
        <translation>ce dé fait déjà partie des dés choisis pour contrer</translation>
    </message>
    <message>
        <source>choose another remaining black die</source>
        <translation>choisissez un autre des dés noirs restants</translation>
    </message>
    <message>
        <source>choose your dice first: they total {have} (red counts double) and would need {need} to counter this black die too</source>
        <translation>choisissez d&apos;abord vos dés&#xa0;: ils totalisent {have} (un dé rouge compte double) et il faudrait {need} pour contrer aussi ce dé noir</translation>
    </message>
    <message>
        <source>choose dice from your district to counter the black die</source>
        <translation>choisissez des dés de votre quartier pour contrer le dé noir</translation>
    </message>
    <message>
        <source>your dice total {have} (red counts double), you need {need}</source>
        <translation>vos dés totalisent {have} (un dé rouge compte double), il vous faut {need}</translation>
    </message>
    <message>
        <source>your dice can beat this black die, so you must counter it</source>
        <translation>vos dés peuvent battre ce dé noir&#xa0;: vous devez donc le contrer</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>this move is not possible now</source>
        <translation>ce n&apos;est pas le moment de jouer ce coup</translation>
    </message>
    <message>
        <source>this move is not possible now: {who} must place a citizen for the initial placement</source>
        <extracomment>Why an action is refused at this moment, by the kind of decision pending (translated when shown).</extracomment>
        <translation>ce n&apos;est pas le moment&#xa0;: {who} doit placer un habitant (placement initial)</translation>
    </message>
    <message>
        <source>this move is not possible now: {who} must counter the black die facing them</source>
        <translation>ce n&apos;est pas le moment&#xa0;: {who} doit contrer le dé noir qui lui fait face</translation>
    </message>
    <message>
        <source>this move is not possible now: {who} must take an action or pass</source>
        <translation>ce n&apos;est pas le moment&#xa0;: {who} doit faire une action ou passer</translation>
    </message>
    <message>
        <source>this move is not possible now: {who} must choose dice to turn over</source>
        <translation>ce n&apos;est pas le moment&#xa0;: {who} doit choisir les dés à retourner</translation>
    </message>
    <message>
        <source>this move is not possible now: {who} must add dice to the group or choose where to use it</source>
        <translation>ce n&apos;est pas le moment&#xa0;: {who} doit compléter le lot de dés ou choisir où l&apos;utiliser</translation>
    </message>
    <message>
        <source>this move is not possible now: {who} must choose where the citizen comes from</source>
        <translation>ce n&apos;est pas le moment&#xa0;: {who} doit choisir d&apos;où vient l&apos;habitant</translation>
    </message>
    <message>
        <source>this move is not possible now: {who} must choose how many times to use the card</source>
        <translation>ce n&apos;est pas le moment&#xa0;: {who} doit choisir combien de fois utiliser la carte</translation>
    </message>
    <message>
        <source>this move is not possible now: {who} must choose how many activations go to the Palace</source>
        <translation>ce n&apos;est pas le moment&#xa0;: {who} doit choisir combien d&apos;activations vont au Palais</translation>
    </message>
    <message>
        <source>this move is not possible now: {who} must choose the event card for a cube</source>
        <translation>ce n&apos;est pas le moment&#xa0;: {who} doit choisir la carte Évènement qui reçoit un cube</translation>
    </message>
    <message>
        <source>this move is not possible now: {who} must take his turn</source>
        <translation>ce n&apos;est pas le moment&#xa0;: c&apos;est à {who} de jouer</translation>
    </message>
    <message>
        <source>this move is not possible now: {who} must decide</source>
        <translation>ce n&apos;est pas le moment&#xa0;: {who} doit décider</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; takes {count} whole number(s)</source>
        <translation>«&#xa0;{verb}&#xa0;» demande {count} nombre(s) entier(s)</translation>
    </message>
    <message>
        <source>the neutral player</source>
        <translation>le joueur neutre</translation>
    </message>
    <message>
        <source>{card} costs 1 denier per use and you would have {have} deniers</source>
        <extracomment>Paid effects: what one use costs (resource, amount) and what it gives.</extracomment>
        <translation>la carte {card} coûte 1 denier par utilisation et il ne vous en resterait que {have}</translation>
    </message>
    <message>
        <source>{card} costs 1 influence per use and you would have {have}</source>
        <translation>la carte {card} coûte 1 point d&apos;influence par utilisation et vous n&apos;en auriez que {have}</translation>
    </message>
    <message>
        <source>{card} costs {amount} deniers per use and you would have {have}</source>
        <translation>la carte {card} coûte {amount} deniers par utilisation et vous n&apos;en auriez que {have}</translation>
    </message>
    <message>
        <source>{card} costs {amount} influence per use and you would have {have}</source>
        <translation>la carte {card} coûte {amount} points d&apos;influence par utilisation et vous n&apos;en auriez que {have}</translation>
    </message>
    <message>
        <source>hiring a tradesman for 2 influence would leave too little influence to use {card}</source>
        <translation>recruter l&apos;homme de métier pour 2 points d&apos;influence ne vous laisserait pas assez d&apos;influence pour utiliser la carte {card}</translation>
    </message>
    <message>
        <source>nothing left to pay with</source>
        <translation>il ne reste rien pour payer</translation>
    </message>
    <message>
        <source>choose a number of uses from 1 to {most}</source>
        <translation>choisissez un nombre d&apos;utilisations de 1 à {most}</translation>
    </message>
    <message>
        <source>choose how many of the {times} activations go to the Palace (0 to {times})</source>
        <translation>choisissez combien des {times} activations vont au Palais (de 0 à {times})</translation>
    </message>
    <message>
        <source>choose one of the event cards in the queue</source>
        <translation>choisissez une des cartes Évènement de la file</translation>
    </message>
    <message>
        <source>{owner} already has a citizen lying on the Palace: nobody can expel another one this round</source>
        <extracomment>Why nobody can be expelled from a building (Palace, Bishopric, City Hall; translated when shown).</extracomment>
        <translation>{owner} a déjà un habitant couché sur le Palais&#xa0;: personne ne peut en expulser un autre de ce tour</translation>
    </message>
    <message>
        <source>{owner} already has a citizen lying on the Bishopric: nobody can expel another one this round</source>
        <translation>{owner} a déjà un habitant couché sur l&apos;Évêché&#xa0;: personne ne peut en expulser un autre de ce tour</translation>
    </message>
    <message>
        <source>{owner} already has a citizen lying on the City Hall: nobody can expel another one this round</source>
        <translation>{owner} a déjà un habitant couché sur l&apos;Hôtel de ville&#xa0;: personne ne peut en expulser un autre de ce tour</translation>
    </message>
    <message>
        <source>you have no citizen to place (and not 2 influence to hire one)</source>
        <translation>vous n&apos;avez aucun habitant à placer (ni 2 points d&apos;influence pour en recruter un)</translation>
    </message>
    <message>
        <source>a source is (&apos;source&apos;, kind, a, b)</source>
        <translation>une provenance s&apos;écrit (&apos;source&apos;, type, a, b)</translation>
    </message>
    <message>
        <source>that citizen cannot be used here</source>
        <translation>cet habitant ne peut pas être utilisé ici</translation>
    </message>
    <message>
        <source>there is no such die in the city square</source>
        <translation>ce dé n&apos;est pas sur la Place</translation>
    </message>
    <message>
        <source>nobody can buy another player&apos;s purple die</source>
        <translation>personne ne peut acheter le dé violet d&apos;un autre joueur</translation>
    </message>
    <message>
        <source>that die is already in the group</source>
        <translation>ce dé est déjà dans le lot</translation>
    </message>
    <message>
        <source>a group has at most 3 dice</source>
        <translation>un lot compte au plus 3 dés</translation>
    </message>
    <message>
        <source>a group&apos;s dice must all be the same colour</source>
        <translation>les dés d&apos;un lot doivent tous être de la même couleur</translation>
    </message>
    <message>
        <source>the die turned over must be used at once</source>
        <translation>le dé retourné doit être utilisé tout de suite</translation>
    </message>
    <message>
        <source>one of these dice is no longer in the city square</source>
        <translation>un de ces dés n&apos;est plus sur la Place</translation>
    </message>
    <message>
        <source>a group has 1 to 3 different dice</source>
        <translation>un lot compte de 1 à 3 dés différents</translation>
    </message>
    <message>
        <source>you have no stored cube on that card</source>
        <translation>vous n&apos;avez pas de cube sur cette carte</translation>
    </message>
    <message>
        <source>{card} does not modify dice</source>
        <translation>la carte {card} ne modifie pas les dés</translation>
    </message>
    <message>
        <source>only one cube can change an action</source>
        <translation>un seul cube peut améliorer une action</translation>
    </message>
    <message>
        <source>only Apprenticeship or Confession can modify a group of mixed colours</source>
        <translation>seules les cartes Apprentissage et Confession peuvent modifier un lot de plusieurs couleurs</translation>
    </message>
    <message>
        <source>an Augustine or Recruiter cube joins a group of its own colour</source>
        <translation>un cube d&apos;Augustin ou de Recruteur rejoint un lot de sa propre couleur</translation>
    </message>
    <message>
        <source>that activity card is not available</source>
        <translation>cette carte Activité n&apos;est pas disponible</translation>
    </message>
    <message>
        <source>only Pilgrimage accepts dice of different colours</source>
        <translation>seul le Pèlerinage accepte des dés de couleurs différentes</translation>
    </message>
    <message>
        <source>{card} needs {colour} dice</source>
        <translation>la carte {card} demande des dés {colour}</translation>
    </message>
    <message>
        <source>the group is worth {total}: {card} needs at least {divisor}</source>
        <translation>le lot vaut {total}&#xa0;: la carte {card} demande au moins {divisor}</translation>
    </message>
    <message>
        <source>you have no citizen to hire as a tradesman (and not 2 influence)</source>
        <translation>vous n&apos;avez aucun habitant à engager comme homme de métier (ni 2 points d&apos;influence)</translation>
    </message>
    <message>
        <source>the cathedral is built with white dice</source>
        <translation>la Cathédrale se construit avec des dés blancs</translation>
    </message>
    <message>
        <source>{card} cannot be used on the cathedral</source>
        <translation>la carte {card} ne sert pas pour la Cathédrale</translation>
    </message>
    <message>
        <source>no stored cube changes the cathedral&apos;s spaces</source>
        <translation>aucun cube posé sur une carte ne change les cases de la Cathédrale</translation>
    </message>
    <message>
        <source>the dice&apos;s values choose the cathedral&apos;s columns</source>
        <translation>ce sont les valeurs des dés qui choisissent les colonnes de la Cathédrale</translation>
    </message>
    <message>
        <source>column {column} of the cathedral is full</source>
        <translation>la colonne {column} de la Cathédrale est pleine</translation>
    </message>
    <message>
        <source>column {column} of the cathedral has only 1 free space left</source>
        <translation>il ne reste qu&apos;une case libre dans la colonne {column} de la Cathédrale</translation>
    </message>
    <message>
        <source>column {column} of the cathedral has only {free} free spaces left</source>
        <translation>il ne reste que {free} cases libres dans la colonne {column} de la Cathédrale</translation>
    </message>
    <message>
        <source>you need {price} deniers for the dice and {hire} to hire a tradesman, you have {have}</source>
        <translation>il vous faut {price} deniers pour les dés et {hire} pour engager un homme de métier, vous en avez {have}</translation>
    </message>
    <message>
        <source>you need {price} deniers for the dice, you have {have}</source>
        <translation>il vous faut {price} deniers pour les dés, vous en avez {have}</translation>
    </message>
    <message>
        <source>there is no such event card</source>
        <translation>cette carte Évènement n&apos;existe pas</translation>
    </message>
    <message>
        <source>{event} is fought with {colour} dice</source>
        <translation>on lutte contre l&apos;évènement {event} avec des dés {colour}</translation>
    </message>
    <message>
        <source>the group is worth {total}: {event} needs at least {divisor} per cube</source>
        <translation>le lot vaut {total}&#xa0;: l&apos;évènement {event} demande au moins {divisor} par cube</translation>
    </message>
    <message>
        <source>placing a citizen always uses exactly one die</source>
        <translation>on place toujours un habitant avec un seul dé</translation>
    </message>
    <message>
        <source>there is no such building</source>
        <translation>ce bâtiment n&apos;existe pas</translation>
    </message>
    <message>
        <source>a red die leads to the Palace</source>
        <extracomment>Where a die of each colour leads (red, white, yellow), and the refusal of a value no space shows (Palace, Bishopric, City Hall): whole sentences, translated when shown.</extracomment>
        <translation>un dé rouge mène au Palais</translation>
    </message>
    <message>
        <source>a white die leads to the Bishopric</source>
        <translation>un dé blanc mène à l&apos;Évêché</translation>
    </message>
    <message>
        <source>a yellow die leads to the City Hall</source>
        <translation>un dé jaune mène à l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>{card} cannot be used to place a citizen there</source>
        <translation>la carte {card} ne peut pas servir à placer un habitant à cet endroit</translation>
    </message>
    <message>
        <source>no space of the Palace shows a {value}</source>
        <translation>aucune case du Palais ne porte le {value}</translation>
    </message>
    <message>
        <source>no space of the Bishopric shows a {value}</source>
        <translation>aucune case de l&apos;Évêché ne porte le {value}</translation>
    </message>
    <message>
        <source>no space of the City Hall shows a {value}</source>
        <translation>aucune case de l&apos;Hôtel de ville ne porte le {value}</translation>
    </message>
    <message>
        <source>agriculture uses yellow dice</source>
        <translation>l&apos;Agriculture se joue avec des dés jaunes</translation>
    </message>
    <message>
        <source>the group is worth less than 2: agriculture would give nothing</source>
        <translation>le lot vaut moins de 2&#xa0;: l&apos;Agriculture ne rapporterait rien</translation>
    </message>
    <message>
        <source>unknown target</source>
        <translation>cible inconnue</translation>
    </message>
    <message>
        <source>you need {hire} deniers to hire a tradesman, you have {have}</source>
        <translation>il vous faut {hire} deniers pour engager un homme de métier, vous en avez {have}</translation>
    </message>
    <message>
        <source>a target is (&apos;target&apos;, kind, arg, cube_slot)</source>
        <translation>une cible s&apos;écrit (&apos;target&apos;, type, argument, carte du cube)</translation>
    </message>
    <message>
        <source>a target is (&apos;target&apos;, kind, arg, cube_slot[, purple colour])</source>
        <translation>une cible s&apos;écrit (&apos;target&apos;, type, argument, carte du cube[, couleur du dé violet])</translation>
    </message>
    <message>
        <source>could not pay the whole Drought</source>
        <translation>impossible de payer toute la Sécheresse</translation>
    </message>
    <message>
        <source>could not pay the whole Civil War</source>
        <translation>impossible de payer toute la Guerre civile</translation>
    </message>
    <message>
        <source>could not lose the whole Heresy influence</source>
        <translation>impossible de perdre toute l&apos;influence de l&apos;Hérésie</translation>
    </message>
    <message>
        <source>rerolling a die costs 1 influence</source>
        <translation>relancer un dé coûte 1 point d&apos;influence</translation>
    </message>
    <message>
        <source>hiring a citizen costs 2 influence</source>
        <translation>recruter un habitant coûte 2 points d&apos;influence</translation>
    </message>
    <message>
        <source>{player} already has all {count} citizens</source>
        <translation>{player} a déjà ses {count} habitants</translation>
    </message>
    <message>
        <source>turning dice over costs 4 influence</source>
        <translation>retourner des dés coûte 4 points d&apos;influence</translation>
    </message>
    <message>
        <source>you have no dice in your district to turn over</source>
        <translation>vous n&apos;avez aucun dé à retourner dans votre quartier</translation>
    </message>
    <message>
        <source>that die is already chosen</source>
        <translation>ce dé est déjà choisi</translation>
    </message>
    <message>
        <source>at most 3 dice can be turned over at once</source>
        <translation>on retourne au plus 3 dés à la fois</translation>
    </message>
    <message>
        <source>choose at least one die to turn over</source>
        <translation>choisissez au moins un dé à retourner</translation>
    </message>
    <message>
        <source>influence only works on the dice of your own district</source>
        <translation>l&apos;influence ne s&apos;utilise que sur les dés de votre propre quartier</translation>
    </message>
    <message>
        <source>Preacher needs a group of several dice</source>
        <extracomment>Modifier cards (delayed effects) and what they forbid (rulebook appendix). Stored cubes usable on the cathedral (modules): they supply a die (Viticulturist) or change the dice without changing their colour (Prior, Preacher); the cubes go where the values after the card say. Modifiers allowed on a group of mixed colours (for Pilgrimage). The colour the group&apos;s dice must have (None: any). Why the cube cannot be used when the group breaks ``needs`` / ``one_die`` / ``bought`` (``{name}``: the card&apos;s name; marked in context &quot;TroyesRules&quot;, translated where it is shown). The colour the group then counts as (None: unchanged). Exactly one die, not a cube used as a die (the cards that make one white die count as several). The one die counts as this many dice of its value (they cost 2 each; no citizen placement). Every die&apos;s value becomes this (None: unchanged). Added to every die&apos;s value. Added to the group&apos;s total (the dice keep their values). The group must hold a die of another district. How the dice bought are priced: None (as usual), &quot;one_free_per_district&quot; (Tithe), &quot;two_per_district&quot; (Chief Templar: one die per other district for 2), &quot;first_free&quot; (Viticulturist). Computes the common value where data cannot say it (Preacher).</extracomment>
        <translation>le Prêcheur demande un lot de plusieurs dés</translation>
    </message>
    <message>
        <source>Preacher: choose the die whose value the others take (on the cathedral that value is the column)</source>
        <translation>Prêcheur&#xa0;: choisissez le dé dont les autres prennent la valeur (sur la Cathédrale, cette valeur est la colonne)</translation>
    </message>
    <message>
        <source>{name} works on exactly one white die</source>
        <translation>la carte {name} s&apos;applique à un seul dé blanc</translation>
    </message>
    <message>
        <source>Blacksmith adds 5 to a group of red dice only</source>
        <extracomment>Every card whose stored cubes modify a group: base game and modules (each game offers only its own).</extracomment>
        <translation>le Forgeron n&apos;ajoute 5 qu&apos;à un lot de dés rouges</translation>
    </message>
    <message>
        <source>Militiaman turns yellow dice into red ones: use yellow dice only</source>
        <translation>le Milicien change des dés jaunes en dés rouges&#xa0;: n&apos;utilisez que des dés jaunes</translation>
    </message>
    <message>
        <source>Tithe takes yellow dice only</source>
        <translation>la Dîme ne prend que des dés jaunes</translation>
    </message>
    <message>
        <source>Priest adds 3 to yellow dice only</source>
        <translation>le Prêtre n&apos;ajoute 3 qu&apos;aux dés jaunes</translation>
    </message>
    <message>
        <source>Viticulturist takes a die from another district</source>
        <translation>le Viticulteur prend un dé d&apos;un autre quartier</translation>
    </message>
    <message>
        <source>Chief Templar takes red dice only</source>
        <translation>le Grand Templier ne prend que des dés rouges</translation>
    </message>
    <message>
        <source>could not pay all salaries</source>
        <translation>impossible de payer tous les salaires</translation>
    </message>
</context>
<context>
    <name>TroyesSaves</name>
    <message>
        <source>this file is not a Troyes Desktop save</source>
        <extracomment>More actions than the longest game can take (a 4-player game with every module takes about 2,000). Every field a save may hold (&quot;result&quot;: the summary a game exported from the history carries; not read).</extracomment>
        <translation>ce fichier n&apos;est pas une sauvegarde de Troyes Desktop</translation>
    </message>
    <message>
        <source>this save holds a game of &apos;{game}&apos;, not Troyes</source>
        <translation>cette sauvegarde contient une partie de «&#xa0;{game}&#xa0;», pas de Troyes</translation>
    </message>
    <message>
        <source>this save holds a game of an unknown kind, not Troyes</source>
        <translation>cette sauvegarde contient une partie d&apos;un jeu inconnu, pas de Troyes</translation>
    </message>
    <message>
        <source>this save was written by a newer Troyes Desktop (or its version is damaged)</source>
        <translation>cette sauvegarde a été écrite par une version plus récente de Troyes Desktop (ou son numéro de version est endommagé)</translation>
    </message>
    <message>
        <source>the save is damaged: it holds an unknown field (&apos;{name}&apos;)</source>
        <translation>la sauvegarde est endommagée&#xa0;: elle contient un champ inconnu («&#xa0;{name}&#xa0;»)</translation>
    </message>
    <message>
        <source>the save is damaged: its setup or its list of actions is missing</source>
        <translation>la sauvegarde est endommagée&#xa0;: il manque sa mise en place ou sa liste de coups</translation>
    </message>
    <message>
        <source>the save is damaged: it holds {count} actions, more than any game has</source>
        <translation>la sauvegarde est endommagée&#xa0;: elle contient {count} coups, plus qu&apos;aucune partie n&apos;en compte</translation>
    </message>
    <message>
        <source>the save&apos;s setup is damaged: {reason}</source>
        <translation>la mise en place de la sauvegarde est endommagée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>the save&apos;s setup is damaged</source>
        <translation>la mise en place de la sauvegarde est endommagée</translation>
    </message>
    <message>
        <source>the save is damaged: replaying its actions does not give the saved position</source>
        <translation>la sauvegarde est endommagée&#xa0;: rejouer ses coups ne redonne pas la position enregistrée</translation>
    </message>
    <message>
        <source>the save is damaged: action {number} is not legal (the game is over)</source>
        <translation>la sauvegarde est endommagée&#xa0;: le coup {number} n&apos;est pas permis (la partie est terminée)</translation>
    </message>
    <message>
        <source>it is not one of the moves possible at that point</source>
        <translation>ce n&apos;est pas l&apos;un des coups possibles à ce moment-là</translation>
    </message>
    <message>
        <source>the save is damaged at action {number} (it cannot be replayed)</source>
        <translation>la sauvegarde est endommagée au coup {number} (il ne peut pas être rejoué)</translation>
    </message>
    <message>
        <source>the save is damaged: action {number} is not legal ({reason})</source>
        <translation>la sauvegarde est endommagée&#xa0;: le coup {number} n&apos;est pas permis ({reason})</translation>
    </message>
</context>
<context>
    <name>TroyesSetup</name>
    <message>
        <source>the game&apos;s computer players are damaged (not a list of seats and levels)</source>
        <extracomment>The computer players&apos; levels (the same as ``troyes_desktop.bots.LEVELS``). The option of the setup that names the computer seats.</extracomment>
        <translation>les joueurs ordinateurs de la partie sont endommagés (ce n&apos;est pas une liste de places et de niveaux)</translation>
    </message>
    <message>
        <source>the solo game against le Roy is played by a person, not a computer player</source>
        <translation>la partie en solo contre le Roy se joue par une personne, pas par un ordinateur</translation>
    </message>
    <message>
        <source>the game&apos;s computer players name a seat that is not in the game (&apos;{seat}&apos;)</source>
        <translation>les joueurs ordinateurs de la partie désignent une place qui n&apos;existe pas («&#xa0;{seat}&#xa0;»)</translation>
    </message>
    <message>
        <source>the game&apos;s computer players have a level that is not easy, normal or hard</source>
        <translation>les joueurs ordinateurs de la partie ont un niveau qui n&apos;est ni facile, ni normal, ni difficile</translation>
    </message>
    <message>
        <source>the solo game is one player against le Roy</source>
        <extracomment>Optional modules: The Ladies of Troyes and the promo cards (see the ladies package). Setup choices in ``options``: ``activities_setup`` / ``events_setup`` = &quot;shuffled&quot; (with the base cards) or &quot;alone&quot;.</extracomment>
        <translation>la partie en solo se joue à un seul joueur contre le Roy</translation>
    </message>
    <message>
        <source>in the solo game the start player is you or le Roy</source>
        <translation>en solo, le premier joueur est vous ou le Roy</translation>
    </message>
    <message>
        <source>the solo game against le Roy uses the base game only (no module)</source>
        <translation>la partie en solo contre le Roy n&apos;utilise que le jeu de base (aucun module)</translation>
    </message>
    <message>
        <source>Troyes is played by 2 to 4 players, not {players}</source>
        <translation>Troyes se joue de 2 à 4 joueurs, pas à {players}</translation>
    </message>
    <message>
        <source>the start player must be a seat from 1 to {players}</source>
        <translation>le premier joueur doit être une place de 1 à {players}</translation>
    </message>
    <message>
        <source>give one non-empty name per player</source>
        <translation>donnez un nom non vide pour chaque joueur</translation>
    </message>
    <message>
        <source>module(s) not available yet: {modules}</source>
        <translation>module(s) pas encore disponible(s)&#xa0;: {modules}</translation>
    </message>
    <message>
        <source>choose a space of the Palace, the Bishopric or City Hall</source>
        <extracomment>The Ladies of Troyes&apos; state (plain JSON data, see :mod:`.ladies`), None in the base game. Turn order, clockwise. In the solo game le Roy (the neutral player) takes his own turns.</extracomment>
        <translation>choisissez une case du Palais, de l&apos;Évêché ou de l&apos;Hôtel de ville</translation>
    </message>
    <message>
        <source>{space} is already taken</source>
        <translation>{space}&#xa0;: la case est déjà occupée</translation>
    </message>
    <message>
        <source>the game&apos;s setup must be a set of named values</source>
        <extracomment>Every key a setup may hold. Player colours (the keys of troyes_desktop.ui.theme.PLAYER_COLOURS; the rules never import Qt). Every option a setup may hold, with what it may be. ``show_all_vp``: the table rule chosen in the new-game dialog (everyone sees every player&apos;s VP); ``computers``: the seats played by the computer (see seats.py). Seeds are 64-bit numbers (the dialogs draw them below 2**31).</extracomment>
        <translation>la mise en place de la partie doit être un ensemble de valeurs nommées</translation>
    </message>
    <message>
        <source>the game&apos;s setup holds something unknown (&apos;{name}&apos;)</source>
        <translation>la mise en place de la partie contient un élément inconnu («&#xa0;{name}&#xa0;»)</translation>
    </message>
    <message>
        <source>the game&apos;s setup is not for Troyes</source>
        <translation>la mise en place n&apos;est pas celle d&apos;une partie de Troyes</translation>
    </message>
    <message>
        <source>the game&apos;s setup comes from an unknown version</source>
        <translation>la mise en place de la partie vient d&apos;une version inconnue</translation>
    </message>
    <message>
        <source>the game&apos;s setup says neither yes nor no to the solo game</source>
        <translation>la mise en place de la partie ne dit ni oui ni non pour la partie en solo</translation>
    </message>
    <message>
        <source>the start player is not one of the players or le Roy</source>
        <translation>le premier joueur n&apos;est ni l&apos;un des joueurs ni le Roy</translation>
    </message>
    <message>
        <source>the start player is not one of the players</source>
        <translation>le premier joueur n&apos;est pas l&apos;un des joueurs</translation>
    </message>
    <message>
        <source>the game&apos;s options must be a set of named values</source>
        <translation>les options de la partie doivent être un ensemble de valeurs nommées</translation>
    </message>
    <message>
        <source>the game&apos;s options hold something unknown (&apos;{name}&apos;)</source>
        <translation>les options de la partie contiennent un élément inconnu («&#xa0;{name}&#xa0;»)</translation>
    </message>
    <message>
        <source>{option} is a choice of the {module} module, which this game does not play</source>
        <translation>{option} est un choix du module {module}, que cette partie ne joue pas</translation>
    </message>
    <message>
        <source>{option} must be &apos;shuffled&apos; (with the base cards) or &apos;alone&apos;</source>
        <translation>{option} doit valoir &apos;shuffled&apos; (mélangées aux cartes de base) ou &apos;alone&apos; (seules)</translation>
    </message>
    <message>
        <source>the player colours must be {count} colours, one per player</source>
        <translation>les couleurs des joueurs doivent être {count} couleurs, une par joueur</translation>
    </message>
    <message>
        <source>the table rule on victory points says neither yes nor no</source>
        <translation>la règle de table sur les points de victoire ne dit ni oui ni non</translation>
    </message>
    <message>
        <source>the game&apos;s card corrections must be a set of named values</source>
        <translation>les corrections de cartes de la partie doivent être un ensemble de valeurs nommées</translation>
    </message>
    <message>
        <source>the game&apos;s card corrections are wrong: {reason}</source>
        <translation>les corrections de cartes de la partie sont fausses&#xa0;: {reason}</translation>
    </message>
</context>
</TS>
