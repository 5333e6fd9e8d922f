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
        <name>BoardControl</name>
        <message>
            <source>Drop the citizen on the lit destination.</source>
            <translation>Déposez l’habitant sur la destination éclairée.</translation>
        </message>
        <message>
            <source>Release to place the citizen there.</source>
            <translation>Relâchez pour y placer l’habitant.</translation>
        </message>
        <message>
            <source>Drop the die on the black dice to add it to your counter.</source>
            <translation>Déposez le dé sur les dés noirs pour l’ajouter à ceux qui contrent.</translation>
        </message>
        <message>
            <source>The die went back: drop it on the black dice to add it to your counter (or click it).</source>
            <translation>Le dé est revenu : déposez-le sur les dés noirs pour l’ajouter à ceux qui contrent (ou cliquez dessus).</translation>
        </message>
        <message>
            <source>A group has at most 3 dice.</source>
            <translation>Un lot compte au plus 3 dés.</translation>
        </message>
        <message>
            <source>{group}: no target accepts these dice together (a group is 1 to 3 dice of one colour).</source>
            <translation>{group} : aucune cible n’accepte ces dés ensemble (un lot compte de 1 à 3 dés d’une même couleur).</translation>
        </message>
        <message>
            <source>{group}: drag the group onto a lit target, or drop another die of yours on it.</source>
            <translation>{group} : faites glisser le lot sur une cible éclairée, ou déposez-y un autre de vos dés.</translation>
        </message>
        <message>
            <source>{group}: drag the group onto a lit target.</source>
            <translation>{group} : faites glisser le lot sur une cible éclairée.</translation>
        </message>
        <message>
            <source>Citizen placed: {place}.</source>
            <translation>Habitant placé : {place}.</translation>
        </message>
        <message>
            <source>The citizen went back: drop it on the lit destination (or click where it comes from).</source>
            <translation>L’habitant est revenu : déposez-le sur la destination éclairée (ou cliquez là d’où il vient).</translation>
        </message>
        <message>
            <source>Your dice total {have} (red counts double) against {need}: enough to counter.</source>
            <translation>Vos dés totalisent {have} (le rouge compte double) contre {need} : assez pour contrer.</translation>
        </message>
        <message numerus="yes">
            <source>Your dice total {have} (red counts double) against {need}: %n more needed.</source>
            <translation>
                <numerusform>Vos dés totalisent {have} (le rouge compte double) contre {need} : il manque %n.</numerusform>
                <numerusform>Vos dés totalisent {have} (le rouge compte double) contre {need} : il manque %n.</numerusform>
            </translation>
        </message>
        <message>
            <source>Drop the dice on a lit target.</source>
            <translation>Déposez les dés sur une cible éclairée.</translation>
        </message>
        <message>
            <source>{target}: {outcome}, {cost}</source>
            <translation>{target} : {outcome}, {cost}</translation>
        </message>
        <message>
            <source>not possible now</source>
            <translation>impossible pour l’instant</translation>
        </message>
        <message>
            <source>{target}: {reason}</source>
            <translation>{target} : {reason}</translation>
        </message>
        <message>
            <source>The dice went back: drop them on a lit target (activity card, cathedral, event card, building, agriculture or the ramparts).</source>
            <translation>Les dés sont revenus : déposez-les sur une cible éclairée (carte Activité, Cathédrale, carte Évènement, bâtiment, Agriculture ou remparts).</translation>
        </message>
        <message>
            <source>Choose where the citizen comes from: click one of your lit citizens, or use the buttons (supply, influence).</source>
            <translation>Choisissez d’où vient l’habitant : cliquez sur l’un de vos habitants éclairés, ou utilisez les boutons (réserve, influence).</translation>
        </message>
        <message>
            <source>No cube there now: you need access (your guard at its gate), a die of another colour than the tile's, and only one cube per outdoor activity in an action.</source>
            <translation>Pas de cube ici pour l’instant : il faut l’accès (votre garde à sa porte), un dé d’une autre couleur que la tuile, et un seul cube par activité extérieure au cours d’une action.</translation>
        </message>
        <message>
            <source>Your guard moves one space per action point, clockwise, up to space 20: click a lit space to stop there.</source>
            <translation>Votre garde avance d’une case par point d’action, dans le sens horaire, jusqu’à la case 20 : cliquez sur une case éclairée pour l’y arrêter.</translation>
        </message>
        <message numerus="yes">
            <source>Your guard advances %n space.</source>
            <translation>
                <numerusform>Votre garde avance de %n case.</numerusform>
                <numerusform>Votre garde avance de %n cases.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your guard advances %n spaces.</source>
            <translation>
                <numerusform>Votre garde avance de %n case.</numerusform>
                <numerusform>Votre garde avance de %n cases.</numerusform>
            </translation>
        </message>
        <message>
            <source>{die}: now click the opponent's die to exchange it with.</source>
            <translation>{die} : cliquez maintenant sur le dé adverse contre lequel l’échanger.</translation>
        </message>
        <message>
            <source>Choose one of your dice to exchange.</source>
            <translation>Choisissez l’un de vos dés à échanger.</translation>
        </message>
        <message>
            <source>Dice exchanged (values kept).</source>
            <translation>Dés échangés (valeurs conservées).</translation>
        </message>
        <message>
            <source>Click one of your own dice first (not the purple one), then a die of an opponent.</source>
            <translation>Cliquez d’abord sur l’un de vos dés (pas le violet), puis sur un dé d’un adversaire.</translation>
        </message>
        <message>
            <source>That die cannot be taken: choose a die of a district not yet used.</source>
            <translation>Ce dé ne peut pas être pris : choisissez un dé d’un quartier pas encore utilisé.</translation>
        </message>
        <message>
            <source>{group}: click a lit target (or Tab through them, Enter to choose)</source>
            <translation>{group} : cliquez sur une cible éclairée (ou parcourez-les avec Tab, Entrée pour choisir)</translation>
        </message>
        <message>
            <source>{group}: right-click one of them to turn them over (4 influence); no action uses these dice together.</source>
            <translation>{group} : faites un clic droit sur l’un d’eux pour les retourner (4 points d’influence) ; aucune action n’utilise ces dés ensemble.</translation>
        </message>
        <message>
            <source>{group}: no target accepts this group</source>
            <translation>{group} : aucune cible n’accepte ce lot</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>{player} places a citizen: click an empty space of a building.</source>
            <translation>{player} place un habitant : cliquez sur une case libre d’un bâtiment.</translation>
        </message>
        <message>
            <source>{player} counters the black die: click dice of your district.</source>
            <translation>{player} contre le dé noir : cliquez sur des dés de votre quartier.</translation>
        </message>
        <message>
            <source>{player} chooses where the citizen comes from.</source>
            <translation>{player} choisit d’où vient l’habitant.</translation>
        </message>
        <message>
            <source>{player} chooses an event card: click it.</source>
            <translation>{player} choisit une carte Évènement : cliquez dessus.</translation>
        </message>
        <message>
            <source>Dice cannot be used now. {decision}.</source>
            <translation>Les dés ne peuvent pas servir maintenant. {decision}.</translation>
        </message>
        <message>
            <source>Played: {move}.</source>
            <translation>Joué : {move}.</translation>
        </message>
        <message>
            <source>Influence works only on your own dice, before an action or a black die.</source>
            <translation>L’influence ne s’utilise que sur vos propres dés, avant une action ou un dé noir.</translation>
        </message>
        <message>
            <source>Reroll this die (1 influence)</source>
            <translation>Relancer ce dé (1 point d’influence)</translation>
        </message>
        <message>
            <source>Turn this die over (4 influence)</source>
            <translation>Retourner ce dé (4 points d’influence)</translation>
        </message>
        <message numerus="yes">
            <source>Turn these %n dice over (4 influence)</source>
            <translation>
                <numerusform>Retourner %n dé (4 points d’influence)</numerusform>
                <numerusform>Retourner ces %n dés (4 points d’influence)</numerusform>
            </translation>
        </message>
        <message>
            <source>Select dice first (click them, or choose a die in the prompt's list), then Tab through the lit targets.</source>
            <translation>Choisissez d’abord des dés (cliquez dessus, ou choisissez un dé dans la liste du panneau), puis parcourez les cibles éclairées avec Tab.</translation>
        </message>
        <message>
            <source>Target {number} of {count}: {target}: {outcome}, {cost}. Enter chooses it, Tab goes on, Esc clears.</source>
            <translation>Cible {number} sur {count} : {target} : {outcome}, {cost}. Entrée la choisit, Tab passe à la suivante, Échap efface.</translation>
        </message>
        <message>
            <source>Selection cleared.</source>
            <translation>Sélection effacée.</translation>
        </message>
        <message>
            <source>a face-down card</source>
            <translation>une carte face cachée</translation>
        </message>
        <message>
            <source>that event</source>
            <translation>cet évènement</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Cathédrale</translation>
        </message>
        <message>
            <source>Agriculture</source>
            <translation>Agriculture</translation>
        </message>
        <message>
            <source>Ramparts</source>
            <translation>Remparts</translation>
        </message>
        <message>
            <source>costs nothing</source>
            <translation>ne coûte rien</translation>
        </message>
        <message numerus="yes">
            <source>costs %n deniers ({price} for the dice and {hire} to hire a tradesman)</source>
            <translation>
                <numerusform>coûte %n denier ({price} pour les dés et {hire} pour engager un homme de métier)</numerusform>
                <numerusform>coûte %n deniers ({price} pour les dés et {hire} pour engager un homme de métier)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>costs %n denier to hire a tradesman</source>
            <translation>
                <numerusform>coûte %n denier pour engager un homme de métier</numerusform>
                <numerusform>coûte %n deniers pour engager un homme de métier</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>costs %n deniers to hire a tradesman</source>
            <translation>
                <numerusform>coûte %n denier pour engager un homme de métier</numerusform>
                <numerusform>coûte %n deniers pour engager un homme de métier</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>costs %n denier</source>
            <translation>
                <numerusform>coûte %n denier</numerusform>
                <numerusform>coûte %n deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>costs %n deniers</source>
            <translation>
                <numerusform>coûte %n denier</numerusform>
                <numerusform>coûte %n deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n activation</source>
            <translation>
                <numerusform>%n activation</numerusform>
                <numerusform>%n activations</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n activations</source>
            <translation>
                <numerusform>%n activation</numerusform>
                <numerusform>%n activations</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cube</source>
            <translation>
                <numerusform>%n cube</numerusform>
                <numerusform>%n cubes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cubes</source>
            <translation>
                <numerusform>%n cube</numerusform>
                <numerusform>%n cubes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n denier</source>
            <translation>
                <numerusform>%n denier</numerusform>
                <numerusform>%n deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deniers</source>
            <translation>
                <numerusform>%n denier</numerusform>
                <numerusform>%n deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n action point (boost with deniers next)</source>
            <translation>
                <numerusform>%n point d’action (à augmenter ensuite avec des deniers)</numerusform>
                <numerusform>%n points d’action (à augmenter ensuite avec des deniers)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n action points (boost with deniers next)</source>
            <translation>
                <numerusform>%n point d’action (à augmenter ensuite avec des deniers)</numerusform>
                <numerusform>%n points d’action (à augmenter ensuite avec des deniers)</numerusform>
            </translation>
        </message>
        <message>
            <source>a citizen on value {value}</source>
            <translation>un habitant sur la valeur {value}</translation>
        </message>
        <message>
            <source>{colour} {value} (yours)</source>
            <translation>dé {colour} {value} (à vous)</translation>
        </message>
        <message>
            <source>{colour} {value} ({owner})</source>
            <translation>dé {colour} {value} ({owner})</translation>
        </message>
        <message>
            <source>Group: {dice}</source>
            <translation>Lot : {dice}</translation>
        </message>
        <message>
            <source>To add a die to the group: Cancel, then drop another die of yours on one of these (or Shift+click it) and use the group again.</source>
            <extracomment>The colour-blind glyph beside each colour the purple die can take (red, white, yellow).</extracomment>
            <translation>Pour ajouter un dé au lot : Annuler, puis déposez un autre de vos dés sur l’un de ceux-ci (ou Maj+clic dessus) et utilisez de nouveau le lot.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Purple die&lt;/b&gt; (head of the family): use it as</source>
            <translation>&lt;b&gt;Dé violet&lt;/b&gt; (chef de famille) : l’utiliser comme dé</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Confirm</source>
            <translation>Confirmer</translation>
        </message>
        <message>
            <source>&lt;b&gt;Stored cube&lt;/b&gt;:</source>
            <translation>&lt;b&gt;Cube stocké&lt;/b&gt; :</translation>
        </message>
        <message>
            <source>No stored cube</source>
            <translation>Aucun cube stocké</translation>
        </message>
        <message>
            <source>{card} cube (you have {count})</source>
            <translation>Cube sur {card} (vous en avez {count})</translation>
        </message>
        <message numerus="yes">
            <source>%n die: {dice} — value {value}</source>
            <translation>
                <numerusform>%n dé : {dice} — valeur {value}</numerusform>
                <numerusform>%n dés : {dice} — valeur {value}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n dice: {dice} — value {value}</source>
            <translation>
                <numerusform>%n dé : {dice} — valeur {value}</numerusform>
                <numerusform>%n dés : {dice} — valeur {value}</numerusform>
            </translation>
        </message>
        <message>
            <source>The purple die counts as &lt;b&gt;{colour}&lt;/b&gt;</source>
            <translation>Le dé violet compte comme un dé &lt;b&gt;{colour}&lt;/b&gt;</translation>
        </message>
        <message numerus="yes">
            <source>Pay the bank &lt;b&gt;%n&lt;/b&gt; denier (the neutral player's dice)</source>
            <translation>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; denier à la banque (dés du joueur neutre)</numerusform>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; deniers à la banque (dés du joueur neutre)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Pay the bank &lt;b&gt;%n&lt;/b&gt; deniers (the neutral player's dice)</source>
            <translation>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; denier à la banque (dés du joueur neutre)</numerusform>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; deniers à la banque (dés du joueur neutre)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Pay the bank &lt;b&gt;%n&lt;/b&gt; denier (le Roy's dice)</source>
            <translation>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; denier à la banque (dés du Roy)</numerusform>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; deniers à la banque (dés du Roy)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Pay the bank &lt;b&gt;%n&lt;/b&gt; deniers (le Roy's dice)</source>
            <translation>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; denier à la banque (dés du Roy)</numerusform>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; deniers à la banque (dés du Roy)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Pay {player} &lt;b&gt;%n&lt;/b&gt; denier</source>
            <translation>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; denier à {player}</numerusform>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; deniers à {player}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Pay {player} &lt;b&gt;%n&lt;/b&gt; deniers</source>
            <translation>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; denier à {player}</numerusform>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; deniers à {player}</numerusform>
            </translation>
        </message>
        <message>
            <source>No dice to buy: all yours</source>
            <translation>Aucun dé à acheter : ils sont tous à vous</translation>
        </message>
        <message numerus="yes">
            <source>Price of the dice: &lt;b&gt;%n&lt;/b&gt; denier</source>
            <translation>
                <numerusform>Prix des dés : &lt;b&gt;%n&lt;/b&gt; denier</numerusform>
                <numerusform>Prix des dés : &lt;b&gt;%n&lt;/b&gt; deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Price of the dice: &lt;b&gt;%n&lt;/b&gt; deniers</source>
            <translation>
                <numerusform>Prix des dés : &lt;b&gt;%n&lt;/b&gt; denier</numerusform>
                <numerusform>Prix des dés : &lt;b&gt;%n&lt;/b&gt; deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Hire a tradesman: &lt;b&gt;%n&lt;/b&gt; denier</source>
            <translation>
                <numerusform>Engager un homme de métier : &lt;b&gt;%n&lt;/b&gt; denier</numerusform>
                <numerusform>Engager un homme de métier : &lt;b&gt;%n&lt;/b&gt; deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Hire a tradesman: &lt;b&gt;%n&lt;/b&gt; deniers</source>
            <translation>
                <numerusform>Engager un homme de métier : &lt;b&gt;%n&lt;/b&gt; denier</numerusform>
                <numerusform>Engager un homme de métier : &lt;b&gt;%n&lt;/b&gt; deniers</numerusform>
            </translation>
        </message>
        <message>
            <source>Outcome: &lt;b&gt;{outcome}&lt;/b&gt;</source>
            <translation>Résultat : &lt;b&gt;{outcome}&lt;/b&gt;</translation>
        </message>
        <message numerus="yes">
            <source>You have %n denier; this costs {total}.</source>
            <translation>
                <numerusform>Vous avez %n denier ; cela coûte {total}.</numerusform>
                <numerusform>Vous avez %n deniers ; cela coûte {total}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You have %n deniers; this costs {total}.</source>
            <translation>
                <numerusform>Vous avez %n denier ; cela coûte {total}.</numerusform>
                <numerusform>Vous avez %n deniers ; cela coûte {total}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BoardItems</name>
        <message>
            <source>Event queue</source>
            <translation>File d’évènements</translation>
        </message>
        <message>
            <source>City square</source>
            <translation>Place de la ville</translation>
        </message>
        <message>
            <source>Influence</source>
            <translation>Influence</translation>
        </message>
        <message>
            <source>salary 2 d.</source>
            <translation>salaire 2 d.</translation>
        </message>
        <message>
            <source>salary 1 d.</source>
            <translation>salaire 1 d.</translation>
        </message>
        <message>
            <source>no salary</source>
            <translation>sans salaire</translation>
        </message>
        <message>
            <source>One space per
red die value</source>
            <translation>Une case par valeur
de dé rouge</translation>
        </message>
        <message>
            <source>hire {cost}</source>
            <translation>engager : {cost}</translation>
        </message>
        <message>
            <source>VP</source>
            <translation>PV</translation>
        </message>
        <message>
            <source>round {number}</source>
            <translation>tour {number}</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Cathédrale</translation>
        </message>
        <message>
            <source>white dice · 1 cube per die · IV: {card}</source>
            <translation>dés blancs · 1 cube par dé · IV : {card}</translation>
        </message>
        <message>
            <source>white dice · 1 cube per die · 1 VP per cube</source>
            <translation>dés blancs · 1 cube par dé · 1 PV par cube</translation>
        </message>
        <message>
            <source>Agriculture</source>
            <translation>Agriculture</translation>
        </message>
        <message>
            <source>yellow dice
value ÷ 2 = deniers</source>
            <translation>dés jaunes
valeur ÷ 2 = deniers</translation>
        </message>
        <message>
            <source>{first}/{second} VP</source>
            <extracomment>Below this visible width, an overlapped card's strip shows its name upright (no room for it across, nor for the divisor beside the die). The header's height on a half-height card of the two rows of a long queue (layout.event_rect).</extracomment>
            <translation>{first}/{second} PV</translation>
        </message>
        <message>
            <source>Cubes so far, in placement order: {players}</source>
            <translation>Cubes déjà placés, dans l’ordre : {players}</translation>
        </message>
        <message>
            <source>No cube yet.</source>
            <translation>Aucun cube pour l’instant.</translation>
        </message>
        <message>
            <source>&lt;br&gt;Now on the card: {players}</source>
            <translation>&lt;br&gt;Sur la carte en ce moment : {players}</translation>
        </message>
        <message>
            <source>1st {first} VP · 2nd {second} VP</source>
            <translation>1er {first} PV · 2e {second} PV</translation>
        </message>
        <message>
            <source>always first</source>
            <translation>toujours en premier</translation>
        </message>
        <message numerus="yes">
            <source>{colour} %n card</source>
            <translation>
                <numerusform>%n carte {colour}</numerusform>
                <numerusform>%n cartes {colour}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{colour} %n cards</source>
            <translation>
                <numerusform>%n carte {colour}</numerusform>
                <numerusform>%n cartes {colour}</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;b&gt;Event decks&lt;/b&gt; (face down): {decks}. A red event is revealed each round; most red events call a white or yellow one.</source>
            <translation>&lt;b&gt;Pioches de cartes Évènement&lt;/b&gt; (face cachée) : {decks}. Un évènement rouge est révélé à chaque tour ; la plupart des évènements rouges en appellent un blanc ou un jaune.</translation>
        </message>
        <message>
            <source>Decks</source>
            <translation>Pioches</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;General supply&lt;/b&gt;: %n le Roy left (10 gray citizens at the start with The Ladies of Troyes); dice, deniers and VP.</source>
            <extracomment>Where the black dice are drawn (item coordinates): dice dragged there join the counter.</extracomment>
            <translation>
                <numerusform>&lt;b&gt;Réserve générale&lt;/b&gt; : %n habitant du Roy restant (10 habitants gris au départ avec Les Dames de Troyes) ; dés, deniers et PV.</numerusform>
                <numerusform>&lt;b&gt;Réserve générale&lt;/b&gt; : %n habitants du Roy restants (10 habitants gris au départ avec Les Dames de Troyes) ; dés, deniers et PV.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;General supply&lt;/b&gt;: %n le Roy left; dice, deniers and VP.</source>
            <translation>
                <numerusform>&lt;b&gt;Réserve générale&lt;/b&gt; : %n habitant du Roy restant ; dés, deniers et PV.</numerusform>
                <numerusform>&lt;b&gt;Réserve générale&lt;/b&gt; : %n habitants du Roy restants ; dés, deniers et PV.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;General supply&lt;/b&gt;: %n neutral citizens left (10 gray citizens at the start with The Ladies of Troyes); dice, deniers and VP.</source>
            <translation>
                <numerusform>&lt;b&gt;Réserve générale&lt;/b&gt; : %n habitant neutre restant (10 habitants gris au départ avec Les Dames de Troyes) ; dés, deniers et PV.</numerusform>
                <numerusform>&lt;b&gt;Réserve générale&lt;/b&gt; : %n habitants neutres restants (10 habitants gris au départ avec Les Dames de Troyes) ; dés, deniers et PV.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;General supply&lt;/b&gt;: %n neutral citizens left; dice, deniers and VP.</source>
            <translation>
                <numerusform>&lt;b&gt;Réserve générale&lt;/b&gt; : %n habitant neutre restant ; dés, deniers et PV.</numerusform>
                <numerusform>&lt;b&gt;Réserve générale&lt;/b&gt; : %n habitants neutres restants ; dés, deniers et PV.</numerusform>
            </translation>
        </message>
        <message>
            <source>Round {round} of {rounds}; start player: {player}.</source>
            <translation>Tour {round} sur {rounds} ; premier joueur : {player}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Black dice&lt;/b&gt; {values}: {player} counters the highest one with dice of their district whose total beats it (red dice count double); otherwise they lose 2 VP. Each die used gives 1 influence.</source>
            <translation>&lt;b&gt;Dés noirs&lt;/b&gt; {values} : {player} contre le plus fort avec des dés de son quartier dont le total le bat (les dés rouges comptent double) ; sinon, il perd 2 PV. Chaque dé utilisé rapporte 1 influence.</translation>
        </message>
        <message>
            <source>General supply</source>
            <translation>Réserve générale</translation>
        </message>
        <message>
            <source>Round {round} of {rounds}</source>
            <translation>Tour {round} sur {rounds}</translation>
        </message>
        <message>
            <source>Start: {player}</source>
            <translation>1er joueur : {player}</translation>
        </message>
        <message>
            <source>Black dice</source>
            <translation>Dés noirs</translation>
        </message>
        <message>
            <source>{player} faces {value}</source>
            <translation>{player} affronte {value}</translation>
        </message>
        <message>
            <source>your dice {total} of {need} ✓</source>
            <translation>vos dés : {total} sur {need} ✓</translation>
        </message>
        <message>
            <source>your dice {total} of {need}</source>
            <translation>vos dés : {total} sur {need}</translation>
        </message>
        <message>
            <source>Black dice are rolled
in the events phase</source>
            <translation>Les dés noirs sont lancés
à la phase Évènements</translation>
        </message>
        <message>
            <source>Neutral player</source>
            <translation>Joueur neutre</translation>
        </message>
        <message numerus="yes">
            <source>%n denier here</source>
            <translation>
                <numerusform>%n denier ici</numerusform>
                <numerusform>%n deniers ici</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deniers here</source>
            <translation>
                <numerusform>%n denier ici</numerusform>
                <numerusform>%n deniers ici</numerusform>
            </translation>
        </message>
        <message>
            <source>passed</source>
            <translation>a passé</translation>
        </message>
        <message>
            <source>{player}  (you)</source>
            <translation>{player}  (vous)</translation>
        </message>
        <message>
            <source>no dice</source>
            <translation>aucun dé</translation>
        </message>
        <message>
            <source>Standing answers: {answers}</source>
            <translation>Réponses permanentes : {answers}</translation>
        </message>
        <message>
            <source>{player} on space {space}</source>
            <translation>{player} sur la case {space}</translation>
        </message>
        <message>
            <source>Guards: {guards}.</source>
            <translation>Gardes : {guards}.</translation>
        </message>
        <message>
            <source>Ramparts</source>
            <translation>Remparts</translation>
        </message>
        <message>
            <source>clockwise from the top gate →   ·   action 7: one die, +1 denier per point (max 6); a point moves the guard or puts a cube outdoors</source>
            <translation>sens horaire depuis la porte du haut →   ·   action 7 : un dé, +1 denier par point (6 au plus) ; un point fait avancer le garde ou pose un cube à l’extérieur</translation>
        </message>
        <message>
            <source>top gate</source>
            <translation>porte du haut</translation>
        </message>
        <message>
            <source>gate {number}</source>
            <translation>porte {number}</translation>
        </message>
        <message>
            <source>arrivals</source>
            <translation>arrivées</translation>
        </message>
        <message>
            <source>{vp} VP {player}</source>
            <translation>{vp} PV {player}</translation>
        </message>
        <message>
            <source>cubes</source>
            <translation>cubes</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>aucun encore</translation>
        </message>
        <message>
            <source>top gate: open to</source>
            <translation>porte du haut, accès :</translation>
        </message>
        <message>
            <source>gate {number}: open to</source>
            <translation>porte {number}, accès :</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>personne</translation>
        </message>
    </context>
    <context>
        <name>CardData</name>
        <message>
            <source>{where}: '{key}' is missing</source>
            <extracomment>The Ladies of Troyes: outdoor tiles, rampart numbers, supply of dice (empty for the base data).</extracomment>
            <translation>{where} : « {key} » manque</translation>
        </message>
        <message>
            <source>{where}: '{key}' has no value</source>
            <translation>{where} : « {key} » n’a pas de valeur</translation>
        </message>
        <message>
            <source>{where}: {field}</source>
            <translation>{where}, {field}</translation>
        </message>
        <message>
            <source>{what} must be a whole number from {lo} to {hi}, not {value}</source>
            <translation>{what} doit être un nombre entier de {lo} à {hi}, et non {value}</translation>
        </message>
        <message>
            <source>{what} must be a list of 1 to 4 VP values, not {value}</source>
            <translation>{what} doit être une liste de 1 à 4 valeurs de PV, et non {value}</translation>
        </message>
        <message>
            <source>{what} (each space)</source>
            <translation>{what} (chaque emplacement)</translation>
        </message>
        <message>
            <source>{what} must be two VP values [first, second], not {value}</source>
            <translation>{what} doit être deux valeurs de PV [premier, deuxième], et non {value}</translation>
        </message>
        <message>
            <source>{where}: '{key}' must be a non-empty text, not {value}</source>
            <translation>{where} : « {key} » doit être un texte non vide, et non {value}</translation>
        </message>
        <message>
            <source>activity card {id}</source>
            <translation>carte Activité {id}</translation>
        </message>
        <message>
            <source>{where}: colour must be red, white or yellow, not {value}</source>
            <translation>{where} : colour doit valoir red, white ou yellow, et non {value}</translation>
        </message>
        <message>
            <source>event card {id}</source>
            <translation>carte Évènement {id}</translation>
        </message>
        <message>
            <source>{where}: dice_colour must be red, white or yellow, not {value}</source>
            <translation>{where} : dice_colour doit valoir red, white ou yellow, et non {value}</translation>
        </message>
        <message>
            <source>character {id}</source>
            <translation>carte Personnage {id}</translation>
        </message>
        <message>
            <source>outdoor tile {id}</source>
            <translation>tuile d’activité extérieure {id}</translation>
        </message>
        <message>
            <source>the override file must hold a JSON object</source>
            <translation>le fichier de corrections doit contenir un objet JSON</translation>
        </message>
        <message>
            <source>unknown section '{section}' in the override file (use 'activities' or 'events')</source>
            <translation>section « {section} » inconnue dans le fichier de corrections (utilisez « activities » ou « events »)</translation>
        </message>
        <message>
            <source>section '{section}' of the override file must be an object</source>
            <translation>la section « {section} » du fichier de corrections doit être un objet</translation>
        </message>
        <message>
            <source>the override file names an unknown card '{card}' in '{section}'</source>
            <translation>le fichier de corrections nomme une carte inconnue, « {card} », dans « {section} »</translation>
        </message>
        <message>
            <source>override of '{card}' must be an object</source>
            <translation>la correction de « {card} » doit être un objet</translation>
        </message>
        <message>
            <source>'{key}' of '{card}' cannot be overridden (allowed: {allowed})</source>
            <translation>« {key} » de « {card} » ne peut pas être corrigé (autorisés : {allowed})</translation>
        </message>
        <message>
            <source>card data is malformed ({problem})</source>
            <translation>les données des cartes sont mal formées ({problem})</translation>
        </message>
        <message>
            <source>the card corrections must be a JSON object</source>
            <extracomment>Largest card_overrides.json read (a file correcting every card is about 20 KB).</extracomment>
            <translation>les corrections des cartes doivent être un objet JSON</translation>
        </message>
        <message>
            <source>Your card corrections ({file}) are not used: {reason}. This game uses the card values shipped with Troyes Desktop.</source>
            <translation>Vos corrections des cartes ({file}) ne sont pas utilisées : {reason}. Cette partie utilise les valeurs des cartes fournies avec Troyes Desktop.</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>Nothing to show yet.</source>
            <translation>Rien à montrer pour l’instant.</translation>
        </message>
        <message>
            <source>VP</source>
            <translation>PV</translation>
        </message>
        <message>
            <source>No game against le Roy yet.</source>
            <extracomment>The least height of the plot itself (at 100 %; up to a quarter more with larger text).</extracomment>
            <translation>Aucune partie contre le Roy pour l’instant.</translation>
        </message>
        <message>
            <source>margin (VP)</source>
            <translation>écart (PV)</translation>
        </message>
        <message numerus="yes">
            <source>%n game(s), oldest first</source>
            <translation>
                <numerusform>%n partie, la plus ancienne d’abord</numerusform>
                <numerusform>%n parties, les plus anciennes d’abord</numerusform>
            </translation>
        </message>
        <message>
            <source>VP day by day</source>
            <translation>PV jour après jour</translation>
        </message>
        <message>
            <source>VP round by round</source>
            <translation>PV tour après tour</translation>
        </message>
        <message>
            <source>Each point: the score if the game had ended after that day.</source>
            <translation>Chaque point : le score si la partie s’était terminée après ce jour.</translation>
        </message>
        <message>
            <source>Each point: the score if the game had ended after that round (characters and end-of-game cards included).</source>
            <translation>Chaque point : le score si la partie s’était terminée après ce tour (personnages et cartes à effet de fin de partie compris).</translation>
        </message>
        <message>
            <source>The VP round by round could not be computed for this game.</source>
            <translation>Les PV tour après tour n’ont pas pu être calculés pour cette partie.</translation>
        </message>
        <message>
            <source>score (VP)</source>
            <translation>score (PV)</translation>
        </message>
        <message>
            <source>day</source>
            <translation>jour</translation>
        </message>
        <message>
            <source>round</source>
            <translation>tour</translation>
        </message>
    </context>
    <context>
        <name>Chronicle</name>
        <message numerus="yes">
            <source>%n denier(s)</source>
            <translation>
                <numerusform>%n denier</numerusform>
                <numerusform>%n deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n VP</source>
            <translation>
                <numerusform>%n PV</numerusform>
                <numerusform>%n PV</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n influence</source>
            <translation>
                <numerusform>%n point d’influence</numerusform>
                <numerusform>%n points d’influence</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cube(s)</source>
            <translation>
                <numerusform>%n cube</numerusform>
                <numerusform>%n cubes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n action point(s)</source>
            <translation>
                <numerusform>%n point d’action</numerusform>
                <numerusform>%n points d’action</numerusform>
            </translation>
        </message>
        <message>
            <source>{items} and {last}</source>
            <translation>{items} et {last}</translation>
        </message>
        <message>
            <source>the Palace</source>
            <extracomment>The three buildings in the forms a sentence needs (French contracts "à le" / "de le").</extracomment>
            <translation>le Palais</translation>
        </message>
        <message>
            <source>the Bishopric</source>
            <translation>l’Évêché</translation>
        </message>
        <message>
            <source>the City Hall</source>
            <translation>l’Hôtel de ville</translation>
        </message>
        <message>
            <source>in the Palace</source>
            <translation>au Palais</translation>
        </message>
        <message>
            <source>in the Bishopric</source>
            <translation>à l’Évêché</translation>
        </message>
        <message>
            <source>in the City Hall</source>
            <translation>à l’Hôtel de ville</translation>
        </message>
        <message>
            <source>of the Palace</source>
            <translation>du Palais</translation>
        </message>
        <message>
            <source>of the Bishopric</source>
            <translation>de l’Évêché</translation>
        </message>
        <message>
            <source>of the City Hall</source>
            <translation>de l’Hôtel de ville</translation>
        </message>
        <message>
            <source>from the Palace</source>
            <translation>du Palais</translation>
        </message>
        <message>
            <source>from the Bishopric</source>
            <translation>de l’Évêché</translation>
        </message>
        <message>
            <source>from the City Hall</source>
            <translation>de l’Hôtel de ville</translation>
        </message>
        <message>
            <source>to the Palace</source>
            <translation>au Palais</translation>
        </message>
        <message>
            <source>to the Bishopric</source>
            <translation>à l’Évêché</translation>
        </message>
        <message>
            <source>to the City Hall</source>
            <translation>à l’Hôtel de ville</translation>
        </message>
        <message>
            <source>for the Palace</source>
            <translation>pour le Palais</translation>
        </message>
        <message>
            <source>for the Bishopric</source>
            <translation>pour l’Évêché</translation>
        </message>
        <message>
            <source>for the City Hall</source>
            <translation>pour l’Hôtel de ville</translation>
        </message>
        <message>
            <source>a building</source>
            <translation>un bâtiment</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>personne</translation>
        </message>
        <message>
            <source>le Roy</source>
            <translation>le Roy</translation>
        </message>
        <message>
            <source>the neutral player</source>
            <translation>le joueur neutre</translation>
        </message>
        <message>
            <source>seat {seat}</source>
            <translation>place {seat}</translation>
        </message>
        <message>
            <source>the face-down {colour} card of level {level}</source>
            <translation>la carte {colour} face cachée de niveau {level}</translation>
        </message>
        <message>
            <source>activity slot {slot}</source>
            <translation>emplacement d’activité {slot}</translation>
        </message>
        <message>
            <source>event {number}</source>
            <translation>évènement {number}</translation>
        </message>
        <message>
            <source>{colour} {value}</source>
            <comment>a die: its colour, its value</comment>
            <translation>{value} {colour}</translation>
        </message>
        <message>
            <source>die {number}</source>
            <translation>dé {number}</translation>
        </message>
        <message>
            <source>{die} (the neutral player)</source>
            <translation>{die} (le joueur neutre)</translation>
        </message>
        <message>
            <source>{die} ({owner})</source>
            <translation>{die} ({owner})</translation>
        </message>
        <message>
            <source>the cathedral</source>
            <translation>la Cathédrale</translation>
        </message>
        <message>
            <source>the cathedral (column {column})</source>
            <translation>la Cathédrale (colonne {column})</translation>
        </message>
        <message>
            <source>agriculture</source>
            <translation>l’Agriculture</translation>
        </message>
        <message>
            <source>the ramparts</source>
            <translation>les remparts</translation>
        </message>
        <message numerus="yes">
            <source>%n to the bank</source>
            <translation>
                <numerusform>%n denier à la banque</numerusform>
                <numerusform>%n deniers à la banque</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n to {player}</source>
            <translation>
                <numerusform>%n denier à {player}</numerusform>
                <numerusform>%n deniers à {player}</numerusform>
            </translation>
        </message>
        <message>
            <source>, paying {payments}</source>
            <translation>, en payant {payments}</translation>
        </message>
        <message>
            <source>Round {round} begins; {player} is the start player.</source>
            <translation>Début du tour {round} ; {player} est premier joueur.</translation>
        </message>
        <message>
            <source>Round {round} ends.</source>
            <translation>Fin du tour {round}.</translation>
        </message>
        <message>
            <source>The activity card {card} is revealed.</source>
            <translation>La carte Activité {card} est révélée.</translation>
        </message>
        <message numerus="yes">
            <source>{player} receives {income} deniers of income and pays {paid} of %n denier(s) of salaries.</source>
            <translation>
                <numerusform>{player} reçoit {income} deniers de revenu et paie {paid} sur %n denier de salaire.</numerusform>
                <numerusform>{player} reçoit {income} deniers de revenu et paie {paid} sur %n deniers de salaires.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} receives %n denier(s) of income.</source>
            <translation>
                <numerusform>{player} reçoit %n denier de revenu.</numerusform>
                <numerusform>{player} reçoit %n deniers de revenu.</numerusform>
            </translation>
        </message>
        <message>
            <source>The neutral district rolls no dice this round.</source>
            <translation>Le quartier gris ne lance aucun dé ce tour-ci.</translation>
        </message>
        <message numerus="yes">
            <source>The neutral district rolls %n die(s): {dice}.</source>
            <translation>
                <numerusform>Le quartier gris lance %n dé : {dice}.</numerusform>
                <numerusform>Le quartier gris lance %n dés : {dice}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Le Roy's district rolls no dice this round.</source>
            <translation>Le quartier du Roy ne lance aucun dé ce tour-ci.</translation>
        </message>
        <message numerus="yes">
            <source>Le Roy's district rolls %n die(s): {dice}.</source>
            <translation>
                <numerusform>Le quartier du Roy lance %n dé : {dice}.</numerusform>
                <numerusform>Le quartier du Roy lance %n dés : {dice}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} rolls no dice this round.</source>
            <translation>{player} ne lance aucun dé ce tour-ci.</translation>
        </message>
        <message numerus="yes">
            <source>{player} rolls %n die(s): {dice}.</source>
            <translation>
                <numerusform>{player} lance %n dé : {dice}.</numerusform>
                <numerusform>{player} lance %n dés : {dice}.</numerusform>
            </translation>
        </message>
        <message>
            <source>The event {card} is revealed.</source>
            <translation>L’évènement {card} est révélé.</translation>
        </message>
        <message>
            <source>{card} takes effect.</source>
            <translation>L’évènement {card} prend effet.</translation>
        </message>
        <message>
            <source>{card}: a die is rolled, {value}.</source>
            <translation>{card} : un dé est lancé, {value}.</translation>
        </message>
        <message numerus="yes">
            <source>{card}: {player} owes %n denier(s) and pays {paid}.</source>
            <translation>
                <numerusform>{card} : {player} doit %n denier et en paie {paid}.</numerusform>
                <numerusform>{card} : {player} doit %n deniers et en paie {paid}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card}: {player} loses %n influence.</source>
            <translation>
                <numerusform>{card} : {player} perd %n point d’influence.</numerusform>
                <numerusform>{card} : {player} perd %n points d’influence.</numerusform>
            </translation>
        </message>
        <message>
            <source>A neutral cube on the cathedral, level {level}, space {space}.</source>
            <translation>Un cube neutre sur la Cathédrale, niveau {level}, case {space}.</translation>
        </message>
        <message>
            <source>{player} places a cube on the cathedral, level {level}, space {space} ({vp}, {influence}).</source>
            <translation>{player} place un cube sur la Cathédrale, niveau {level}, case {space} ({vp}, {influence}).</translation>
        </message>
        <message>
            <source>{player} places a cube on the cathedral, level {level}, space {space} ({vp}).</source>
            <translation>{player} place un cube sur la Cathédrale, niveau {level}, case {space} ({vp}).</translation>
        </message>
        <message>
            <source>{player} places a cube on the cathedral, level {level}, space {space} ({influence}).</source>
            <translation>{player} place un cube sur la Cathédrale, niveau {level}, case {space} ({influence}).</translation>
        </message>
        <message>
            <source>{player} places a cube on the cathedral, level {level}, space {space}.</source>
            <translation>{player} place un cube sur la Cathédrale, niveau {level}, case {space}.</translation>
        </message>
        <message>
            <source>A cube of {player} is removed from the cathedral (level {level}, space {space}).</source>
            <translation>Un cube ({player}) est retiré de la Cathédrale (niveau {level}, case {space}).</translation>
        </message>
        <message>
            <source>No black die this round.</source>
            <translation>Aucun dé noir ce tour-ci.</translation>
        </message>
        <message>
            <source>The black dice are rolled: {values}.</source>
            <translation>Les dés noirs sont lancés : {values}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} counters the black {values} with %n die(s) and gains {influence}.</source>
            <comment>several black dice</comment>
            <translation>
                <numerusform>{player} contre les dés noirs {values} avec %n dé et gagne {influence}.</numerusform>
                <numerusform>{player} contre les dés noirs {values} avec %n dés et gagne {influence}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} counters the black {values} with %n die(s) and gains {influence}.</source>
            <comment>one black die</comment>
            <translation>
                <numerusform>{player} contre le {values} noir avec %n dé et gagne {influence}.</numerusform>
                <numerusform>{player} contre le {values} noir avec %n dés et gagne {influence}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} does not counter the black {value}.</source>
            <translation>{player} ne contre pas le {value} noir.</translation>
        </message>
        <message>
            <source>{player} would lose VP ({reason}) but has none to lose.</source>
            <translation>{player} devrait perdre des PV ({reason}) mais n’en a aucun.</translation>
        </message>
        <message numerus="yes">
            <source>{player} loses %n VP: {reason}.</source>
            <translation>
                <numerusform>{player} perd %n PV : {reason}.</numerusform>
                <numerusform>{player} perd %n PV : {reason}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} spends 1 influence to reroll their {colour} die: it shows {value}.</source>
            <translation>{player} dépense 1 point d’influence pour relancer son dé {colour} : il donne {value}.</translation>
        </message>
        <message>
            <source>{player} spends 1 influence to reroll a die: it shows {value}.</source>
            <translation>{player} dépense 1 point d’influence pour relancer un dé : il donne {value}.</translation>
        </message>
        <message>
            <source>{player} hires a citizen for 2 influence.</source>
            <translation>{player} recrute un habitant pour 2 points d’influence.</translation>
        </message>
        <message>
            <source>{player} spends 4 influence to turn over dice: now {values}.</source>
            <translation>{player} dépense 4 points d’influence pour retourner des dés : désormais {values}.</translation>
        </message>
        <message>
            <source>{player} passes.</source>
            <translation>{player} passe.</translation>
        </message>
        <message numerus="yes">
            <source>{player} pays %n influence to hire a tradesman on {card}.</source>
            <translation>
                <numerusform>{player} paie %n point d’influence pour engager un homme de métier sur {card}.</numerusform>
                <numerusform>{player} paie %n points d’influence pour engager un homme de métier sur {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} pays %n denier(s) to hire a tradesman on {card}.</source>
            <translation>
                <numerusform>{player} paie %n denier pour engager un homme de métier sur {card}.</numerusform>
                <numerusform>{player} paie %n deniers pour engager un homme de métier sur {card}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}'s tradesman goes on the illustration of {card} (no VP).</source>
            <translation>{player} place son homme de métier sur l’illustration de la carte {card} (aucun PV).</translation>
        </message>
        <message numerus="yes">
            <source>{player}'s tradesman takes a space worth %n VP on {card}.</source>
            <translation>
                <numerusform>{player} place son homme de métier sur un emplacement à %n PV de la carte {card}.</numerusform>
                <numerusform>{player} place son homme de métier sur un emplacement à %n PV de la carte {card}.</numerusform>
            </translation>
        </message>
        <message>
            <source>A neutral citizen goes on {space} (initial placement).</source>
            <translation>Un habitant neutre est placé : {space} (placement initial).</translation>
        </message>
        <message>
            <source>A neutral citizen goes on {space}.</source>
            <translation>Un habitant neutre est placé : {space}.</translation>
        </message>
        <message>
            <source>Le Roy places a citizen on {space} (initial placement).</source>
            <translation>Le Roy place un habitant : {space} (placement initial).</translation>
        </message>
        <message>
            <source>Le Roy places a citizen on {space}.</source>
            <translation>Le Roy place un habitant : {space}.</translation>
        </message>
        <message>
            <source>{player} places a citizen on {space} (initial placement).</source>
            <translation>{player} place un habitant : {space} (placement initial).</translation>
        </message>
        <message>
            <source>{player} places a citizen on {space}.</source>
            <translation>{player} place un habitant : {space}.</translation>
        </message>
        <message>
            <source>A citizen of {player} is expelled {from_building}.</source>
            <translation>Un habitant ({player}) est expulsé {from_building}.</translation>
        </message>
        <message>
            <source>No neutral citizen is left {for_building}.</source>
            <translation>Il ne reste aucun habitant neutre {for_building}.</translation>
        </message>
        <message>
            <source>No neutral citizen is left in the supply.</source>
            <translation>Il ne reste aucun habitant neutre dans la réserve.</translation>
        </message>
        <message>
            <source>The neutral citizen cannot go {to_building} ({value}): a protected citizen is there.</source>
            <translation>L’habitant neutre ne peut pas aller {to_building} ({value}) : un habitant protégé s’y trouve.</translation>
        </message>
        <message numerus="yes">
            <source>{player} works the fields: %n denier(s).</source>
            <translation>
                <numerusform>{player} exploite l’Agriculture : %n denier.</numerusform>
                <numerusform>{player} exploite l’Agriculture : %n deniers.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} moves a cube from {tile} onto {card}.</source>
            <translation>{player} déplace un cube de {tile} vers {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} stores %n cube(s) on {card} for a later action.</source>
            <translation>
                <numerusform>{player} pose %n cube sur {card} pour une action ultérieure.</numerusform>
                <numerusform>{player} pose %n cubes sur {card} pour des actions ultérieures.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} places a cube on {card}.</source>
            <translation>{player} place un cube sur {card}.</translation>
        </message>
        <message>
            <source>{player} cannot use {card}: {reason}.</source>
            <translation>{player} ne peut pas utiliser {card} : {reason}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n denier(s) ({card}).</source>
            <translation>
                <numerusform>{player} gagne %n denier ({card}).</numerusform>
                <numerusform>{player} gagne %n deniers ({card}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n VP ({card}).</source>
            <translation>
                <numerusform>{player} gagne %n PV ({card}).</numerusform>
                <numerusform>{player} gagne %n PV ({card}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n influence ({card}).</source>
            <translation>
                <numerusform>{player} gagne %n point d’influence ({card}).</numerusform>
                <numerusform>{player} gagne %n points d’influence ({card}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} has %n red die(s): {cubes} from {card}.</source>
            <translation>
                <numerusform>{player} a %n dé rouge : {cubes} grâce à la carte {card}.</numerusform>
                <numerusform>{player} a %n dés rouges : {cubes} grâce à la carte {card}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} activates {card}: the leaders are {leaders}; %n VP each (the neutral district gains nothing).</source>
            <translation>
                <numerusform>{player} active {card} : en tête, {leaders} ; %n PV chacun (le quartier gris ne gagne rien).</numerusform>
                <numerusform>{player} active {card} : en tête, {leaders} ; %n PV chacun (le quartier gris ne gagne rien).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} activates {card}: the leaders are {leaders}; %n VP each.</source>
            <translation>
                <numerusform>{player} active {card} : en tête, {leaders} ; %n PV chacun.</numerusform>
                <numerusform>{player} active {card} : en tête, {leaders} ; %n PV chacun.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} spends {cost} for {gain} ({card}).</source>
            <translation>{player} dépense {cost} pour {gain} ({card}).</translation>
        </message>
        <message>
            <source>{player} spends {influence} for {cubes} on events ({card}).</source>
            <translation>{player} dépense {influence} pour {cubes} sur des évènements ({card}).</translation>
        </message>
        <message numerus="yes">
            <source>{player} earns %n denier(s) from the {card} ({palace} on the Palace, {bishopric} on the Bishopric).</source>
            <translation>
                <numerusform>{player} gagne %n denier grâce à la carte {card} ({palace} au Palais, {bishopric} à l’Évêché).</numerusform>
                <numerusform>{player} gagne %n deniers grâce à la carte {card} ({palace} au Palais, {bishopric} à l’Évêché).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} rolls {value} for the {card}: a hit.</source>
            <translation>{player} obtient {value} pour la carte {card} : touché.</translation>
        </message>
        <message>
            <source>{player} rolls {value} for the {card}: a miss.</source>
            <translation>{player} obtient {value} pour la carte {card} : manqué.</translation>
        </message>
        <message>
            <source>The game is over: final scoring.</source>
            <translation>La partie est terminée : décompte final.</translation>
        </message>
        <message>
            <source>Le Roy rolls for his placement: {dice}.</source>
            <translation>Le Roy lance les dés de son placement : {dice}.</translation>
        </message>
        <message>
            <source>Le Roy places a citizen on {space}: {reason}.</source>
            <translation>Le Roy place un habitant ({space}) : {reason}.</translation>
        </message>
        <message>
            <source>Le Roy removes the black {value} with his {die} ({reason}).</source>
            <translation>Le Roy élimine le {value} noir avec son {die} ({reason}).</translation>
        </message>
        <message>
            <source>Le Roy removes the black {value} ({reason}).</source>
            <translation>Le Roy élimine le {value} noir ({reason}).</translation>
        </message>
        <message>
            <source>{die}</source>
            <comment>a die in the list of dice used, with its article</comment>
            <translation>le {die}</translation>
        </message>
        <message>
            <source> (worth {value})</source>
            <translation> (valeur {value})</translation>
        </message>
        <message>
            <source> (value {value})</source>
            <translation> (valeur {value})</translation>
        </message>
        <message>
            <source>, with the stored cube of {card}</source>
            <translation>, avec un cube stocké de la carte {card}</translation>
        </message>
        <message>
            <source>, the purple die counting as {colour}</source>
            <translation>, le dé violet comptant comme {colour}</translation>
        </message>
        <message>
            <source> ({points})</source>
            <comment>action points</comment>
            <translation> ({points})</translation>
        </message>
        <message numerus="yes">
            <source> (%n activation(s))</source>
            <translation>
                <numerusform> (%n activation)</numerusform>
                <numerusform> (%n activations)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n cube(s))</source>
            <translation>
                <numerusform> (%n cube)</numerusform>
                <numerusform> (%n cubes)</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} uses {dice} on {card}{details}.</source>
            <comment>an activity card</comment>
            <translation>{player} utilise {dice} pour la carte {card}{details}.</translation>
        </message>
        <message>
            <source>{player} uses {dice} on {card}{details}.</source>
            <comment>an event card</comment>
            <translation>{player} utilise {dice} contre l’évènement {card}{details}.</translation>
        </message>
        <message>
            <source>{player} uses {dice} on the cathedral (column {column}){details}.</source>
            <translation>{player} utilise {dice} pour la Cathédrale (colonne {column}){details}.</translation>
        </message>
        <message>
            <source>{player} uses {dice} on the cathedral{details}.</source>
            <translation>{player} utilise {dice} pour la Cathédrale{details}.</translation>
        </message>
        <message>
            <source>{player} uses {dice} on {building}{details}.</source>
            <translation>{player} utilise {dice} pour {building}{details}.</translation>
        </message>
        <message>
            <source>{player} uses {dice} on agriculture{details}.</source>
            <translation>{player} utilise {dice} pour l’Agriculture{details}.</translation>
        </message>
        <message>
            <source>{player} uses {dice} on the ramparts{details}.</source>
            <translation>{player} utilise {dice} pour les remparts{details}.</translation>
        </message>
        <message>
            <source>{player} uses {dice} on {target}{details}.</source>
            <translation>{player} utilise {dice} pour {target}{details}.</translation>
        </message>
        <message>
            <source>{player} takes a citizen from the personal supply.</source>
            <translation>{player} prend un habitant de sa réserve personnelle.</translation>
        </message>
        <message>
            <source>{player} takes a citizen from a citizen hired for 2 influence.</source>
            <translation>{player} prend un habitant recruté pour 2 points d’influence.</translation>
        </message>
        <message>
            <source>{player} takes a citizen from {space}.</source>
            <translation>{player} reprend un habitant ({space}).</translation>
        </message>
        <message>
            <source>{player} takes a citizen from the expelled citizens {of_building}.</source>
            <translation>{player} reprend son habitant expulsé {of_building}.</translation>
        </message>
        <message>
            <source>{player} takes a citizen from a tradesman on {card}.</source>
            <translation>{player} reprend son homme de métier de la carte {card}.</translation>
        </message>
        <message>
            <source>{player} takes a citizen from {source}.</source>
            <translation>{player} prend un habitant ({source}).</translation>
        </message>
        <message>
            <source>{player} {vp}</source>
            <comment>a player and the VP they win</comment>
            <translation>{player} {vp}</translation>
        </message>
        <message>
            <source>{card} is countered: {gains}; the card stays in play, its cubes cleared.</source>
            <translation>L’évènement {card} est contré : {gains} ; la carte reste en jeu, ses cubes sont retirés.</translation>
        </message>
        <message>
            <source>{card} is countered; the card stays in play, its cubes cleared.</source>
            <translation>L’évènement {card} est contré ; la carte reste en jeu, ses cubes sont retirés.</translation>
        </message>
        <message>
            <source>{card} is countered: {gains}; {player} takes the card.</source>
            <translation>L’évènement {card} est contré : {gains} ; {player} gagne la carte.</translation>
        </message>
        <message>
            <source>{card} is countered; {player} takes the card.</source>
            <translation>L’évènement {card} est contré ; {player} gagne la carte.</translation>
        </message>
        <message>
            <source>{card} is countered: {gains}; the card is discarded.</source>
            <translation>L’évènement {card} est contré : {gains} ; la carte est défaussée.</translation>
        </message>
        <message>
            <source>{card} is countered; the card is discarded.</source>
            <translation>L’évènement {card} est contré ; la carte est défaussée.</translation>
        </message>
        <message>
            <source>first</source>
            <translation>en premier</translation>
        </message>
        <message>
            <source>second</source>
            <translation>en deuxième</translation>
        </message>
        <message>
            <source>third</source>
            <translation>en troisième</translation>
        </message>
        <message>
            <source>fourth</source>
            <translation>en quatrième</translation>
        </message>
        <message>
            <source>{player}'s guard advances to space {space} of the ramparts.</source>
            <translation>{player} avance son garde jusqu’à la case {space} des remparts.</translation>
        </message>
        <message numerus="yes">
            <source>{player} pays %n denier(s) to boost the die: {points}.</source>
            <translation>
                <numerusform>{player} paie %n denier pour renforcer le dé : {points}.</numerusform>
                <numerusform>{player} paie %n deniers pour renforcer le dé : {points}.</numerusform>
            </translation>
        </message>
        <message>
            <source>number {rank}</source>
            <translation>en position {rank}</translation>
        </message>
        <message numerus="yes">
            <source>{player}'s guard reaches the top gate, {order}: %n VP.</source>
            <translation>
                <numerusform>{player} amène son garde à la porte du haut, {order} : %n PV.</numerusform>
                <numerusform>{player} amène son garde à la porte du haut, {order} : %n PV.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}'s guard reaches the top gate, {order}.</source>
            <translation>{player} amène son garde à la porte du haut, {order}.</translation>
        </message>
        <message>
            <source>{player} puts a cube on {tile}.</source>
            <translation>{player} place un cube sur {tile}.</translation>
        </message>
        <message>
            <source>{player} uses a cube of {tile}: {effect}.</source>
            <translation>{player} utilise un cube de {tile} : {effect}.</translation>
        </message>
        <message>
            <source>{player} uses a cube of {tile}.</source>
            <translation>{player} utilise un cube de {tile}.</translation>
        </message>
        <message>
            <source>{player} will now always use {tile}.</source>
            <translation>Désormais, {player} utilisera toujours {tile}.</translation>
        </message>
        <message>
            <source>{player} will now never use {tile}.</source>
            <translation>Désormais, {player} n’utilisera plus jamais {tile}.</translation>
        </message>
        <message>
            <source>{player} will now be asked each time about {tile}.</source>
            <translation>Désormais, la question sera posée à {player} à chaque fois pour {tile}.</translation>
        </message>
        <message>
            <source>{player} rolls a {colour} die from the supply into their district: {value}.</source>
            <translation>{player} lance un dé {colour} de la réserve dans son quartier : {value}.</translation>
        </message>
        <message>
            <source>{player} rolls a die from the supply into their district: {value}.</source>
            <translation>{player} lance un dé de la réserve dans son quartier : {value}.</translation>
        </message>
        <message>
            <source>{player} exchanges a die with {other}: gives the {given} and takes the {taken}.</source>
            <translation>{player} échange un dé avec {other} : donne le {given} et prend le {taken}.</translation>
        </message>
        <message>
            <source>{player} turns a die over with a cube of {tile}: it now shows {value}.</source>
            <translation>{player} retourne un dé avec un cube de {tile} : il donne maintenant {value}.</translation>
        </message>
        <message>
            <source>{player} turns a die over with a {card} cube: it now shows {value}.</source>
            <translation>{player} retourne un dé avec un cube de la carte {card} : il donne maintenant {value}.</translation>
        </message>
        <message>
            <source>{player} destroys the black {value} with a cube of {tile} and gains 1 influence.</source>
            <translation>{player} détruit le {value} noir avec un cube de {tile} et gagne 1 point d’influence.</translation>
        </message>
        <message>
            <source>{player} avoids {card} with the {tile} (outdoor cube).</source>
            <translation>{player} échappe à l’évènement {card} grâce à la tuile {tile} (cube extérieur).</translation>
        </message>
        <message>
            <source>The {card} adds 3 to the black dice (at most 6): {values}.</source>
            <translation>L’évènement {card} ajoute 3 aux dés noirs (6 au plus) : {values}.</translation>
        </message>
        <message>
            <source>The {card} adds 3 to the black dice (at most 6).</source>
            <translation>L’évènement {card} ajoute 3 aux dés noirs (6 au plus).</translation>
        </message>
        <message>
            <source>{card}: {player} loses a cube from {where}.</source>
            <comment>an outdoor activity</comment>
            <translation>{card} : {player} perd un cube de {where}.</translation>
        </message>
        <message>
            <source>{card}: {player} loses a cube from {where}.</source>
            <comment>an activity card</comment>
            <translation>{card} : {player} perd un cube de la carte {where}.</translation>
        </message>
        <message>
            <source>{card} cannot put a gray cube on {event}.</source>
            <translation>{card} ne peut pas placer de cube gris sur {event}.</translation>
        </message>
        <message>
            <source>{card}: the newest cube of {player} leaves {event}.</source>
            <translation>{card} : le dernier cube posé par {player} quitte {event}.</translation>
        </message>
        <message>
            <source>in the city</source>
            <translation>dans la ville</translation>
        </message>
        <message>
            <source>{card} {in_building}: the citizens are shuffled; {players} lie expelled.</source>
            <translation>{card} {in_building} : les habitants sont mélangés ; habitants expulsés : {players}.</translation>
        </message>
        <message>
            <source>{card} {in_building}: the citizens are shuffled.</source>
            <translation>{card} {in_building} : les habitants sont mélangés.</translation>
        </message>
        <message>
            <source>{card}: no free space on a revealed {colour} card; nothing happens.</source>
            <translation>{card} : aucun emplacement libre sur une carte {colour} révélée ; rien ne se passe.</translation>
        </message>
        <message>
            <source>{card}: no free space on a revealed card; nothing happens.</source>
            <translation>{card} : aucun emplacement libre sur une carte révélée ; rien ne se passe.</translation>
        </message>
        <message>
            <source>{card}: a citizen of {player} goes onto the {card} card.</source>
            <translation>{card} : un habitant ({player}) va sur la carte {card}.</translation>
        </message>
        <message>
            <source>{player} frees their own citizen from the {card} card (back to the supply).</source>
            <translation>{player} libère son propre habitant de la carte {card} (retour à la réserve).</translation>
        </message>
        <message>
            <source>{player} frees {owner}'s citizen from the {card} card (back to the supply).</source>
            <translation>{player} libère un habitant ({owner}) de la carte {card} (retour à la réserve).</translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n influence ({card}), taking 1 from {victim}.</source>
            <translation>
                <numerusform>{player} gagne %n point d’influence ({card}), dont 1 pris à {victim}.</numerusform>
                <numerusform>{player} gagne %n points d’influence ({card}), dont 1 pris à {victim}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} puts {cubes} on the {card}: {vp} and {influence}.</source>
            <translation>{player} place {cubes} sur la carte {card} : {vp} et {influence}.</translation>
        </message>
        <message>
            <source>{player} chooses {influence} and {vp} ({card}).</source>
            <translation>{player} choisit {influence} et {vp} ({card}).</translation>
        </message>
        <message>
            <source>{player} pays {deniers} for {vp} ({card}).</source>
            <translation>{player} paie {deniers} pour {vp} ({card}).</translation>
        </message>
        <message>
            <source>{player} pays {deniers} ({card}): {cubes} for event cards.</source>
            <translation>{player} paie {deniers} ({card}) : {cubes} pour les cartes Évènement.</translation>
        </message>
        <message numerus="yes">
            <source>{player} fires the {card}: %n pair(s) of cubes for event cards.</source>
            <translation>
                <numerusform>{player} tire avec la carte {card} : %n paire de cubes pour les cartes Évènement.</numerusform>
                <numerusform>{player} tire avec la carte {card} : %n paires de cubes pour les cartes Évènement.</numerusform>
            </translation>
        </message>
        <message>
            <source>gains 3 VP</source>
            <extracomment>What le Roy does for each result of his roll (his action table).</extracomment>
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
            <translation>remplit l’évènement le plus à droite</translation>
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
            <translation>rappelle un personnage</translation>
        </message>
        <message>
            <source>Le Roy rolls {total} ({roll}): {action}</source>
            <translation>Le Roy obtient {total} ({roll}) : il {action}</translation>
        </message>
        <message>
            <source>Le Roy rolls {total}: {action}</source>
            <translation>Le Roy obtient {total} : il {action}</translation>
        </message>
        <message numerus="yes">
            <source>buys your {die} for %n denier(s)</source>
            <translation>
                <numerusform>vous achète votre {die} pour %n denier</numerusform>
                <numerusform>vous achète votre {die} pour %n deniers</numerusform>
            </translation>
        </message>
        <message>
            <source>spends his {dice}</source>
            <translation>dépense ses dés : {dice}</translation>
        </message>
        <message>
            <source>{card}: you score {you}, he scores {him}</source>
            <translation>{card} : vous marquez {you}, il marque {him}</translation>
        </message>
        <message>
            <source>on the event {card}</source>
            <translation>sur l’évènement {card}</translation>
        </message>
        <message>
            <source>on {card}</source>
            <translation>sur la carte {card}</translation>
        </message>
        <message>
            <source>level {level} space {space}</source>
            <translation>niveau {level} case {space}</translation>
        </message>
        <message>
            <source>cubes on {spaces}</source>
            <translation>cubes sur {spaces}</translation>
        </message>
        <message>
            <source>{text}; {detail}</source>
            <comment>le Roy's turn and one more detail</comment>
            <translation>{text} ; {detail}</translation>
        </message>
        <message>
            <source>{text}. Why: {reason}</source>
            <translation>{text}. Pourquoi : {reason}</translation>
        </message>
        <message>
            <source>Pass (take no more actions this round)</source>
            <translation>Passer (plus aucune action ce tour-ci)</translation>
        </message>
        <message>
            <source>Hire a citizen (2 influence)</source>
            <translation>Recruter un habitant (2 points d’influence)</translation>
        </message>
        <message>
            <source>Turn over up to 3 of your dice (4 influence)</source>
            <translation>Retourner jusqu’à 3 de vos dés (4 points d’influence)</translation>
        </message>
        <message>
            <source>Turn over your {die}</source>
            <translation>Retourner votre {die}</translation>
        </message>
        <message>
            <source>Turn the chosen dice over</source>
            <translation>Retourner les dés choisis</translation>
        </message>
        <message>
            <source>Cancel the dice chosen</source>
            <translation>Annuler les dés choisis</translation>
        </message>
        <message>
            <source>Reroll your {die} (1 influence)</source>
            <translation>Relancer votre {die} (1 point d’influence)</translation>
        </message>
        <message>
            <source>Counter the black {values} with the chosen dice</source>
            <comment>several black dice</comment>
            <translation>Contrer les dés noirs {values} avec les dés choisis</translation>
        </message>
        <message>
            <source>Counter the black {values} with the chosen dice</source>
            <comment>one black die</comment>
            <translation>Contrer le {values} noir avec les dés choisis</translation>
        </message>
        <message>
            <source>Do not counter the black {value} (lose 2 VP)</source>
            <translation>Ne pas contrer le {value} noir (perdre 2 PV)</translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n VP and {deniers} ({card}).</source>
            <translation>
                <numerusform>{player} gagne %n PV et {deniers} ({card}).</numerusform>
                <numerusform>{player} gagne %n PV et {deniers} ({card}).</numerusform>
            </translation>
        </message>
        <message>
            <source>Add your {die} to the counter</source>
            <translation>Ajouter votre {die} aux dés qui contrent</translation>
        </message>
        <message>
            <source>Also counter the black {value} with the same dice</source>
            <translation>Contrer aussi le {value} noir avec les mêmes dés</translation>
        </message>
        <message>
            <source>Also counter another black die</source>
            <translation>Contrer aussi un autre dé noir</translation>
        </message>
        <message>
            <source>Buy the {die}</source>
            <translation>Acheter le {die}</translation>
        </message>
        <message>
            <source>Take the {die}</source>
            <translation>Prendre le {die}</translation>
        </message>
        <message>
            <source>Place a citizen on {space}</source>
            <translation>Placer un habitant : {space}</translation>
        </message>
        <message>
            <source>From your personal supply</source>
            <translation>Depuis votre réserve personnelle</translation>
        </message>
        <message>
            <source>Hire a new citizen for 2 influence</source>
            <translation>Recruter un nouvel habitant pour 2 points d’influence</translation>
        </message>
        <message>
            <source>Move your citizen from {space}</source>
            <translation>Déplacer votre habitant ({space})</translation>
        </message>
        <message>
            <source>Take back your expelled citizen {from_building}</source>
            <translation>Reprendre votre habitant expulsé {from_building}</translation>
        </message>
        <message>
            <source>Move your tradesman from {card} (the illustration)</source>
            <translation>Déplacer votre homme de métier de la carte {card} (l’illustration)</translation>
        </message>
        <message>
            <source>Move your tradesman from {card} (space {space})</source>
            <translation>Déplacer votre homme de métier de la carte {card} (emplacement {space})</translation>
        </message>
        <message>
            <source>Source: {kind}</source>
            <translation>Origine : {kind}</translation>
        </message>
        <message numerus="yes">
            <source>Use {card} %n time(s)</source>
            <translation>
                <numerusform>Utiliser {card} %n fois</numerusform>
                <numerusform>Utiliser {card} %n fois</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Use the card %n time(s)</source>
            <translation>
                <numerusform>Utiliser la carte %n fois</numerusform>
                <numerusform>Utiliser la carte %n fois</numerusform>
            </translation>
        </message>
        <message>
            <source>{palace} on the Palace, {bishopric} on the Bishopric</source>
            <translation>{palace} au Palais, {bishopric} à l’Évêché</translation>
        </message>
        <message>
            <source>Put the cube on {card}</source>
            <translation>Placer le cube sur {card}</translation>
        </message>
        <message>
            <source>Let le Roy place his citizens</source>
            <translation>Laisser le Roy placer ses habitants</translation>
        </message>
        <message>
            <source>Let le Roy face the black die</source>
            <translation>Laisser le Roy affronter le dé noir</translation>
        </message>
        <message>
            <source>Let le Roy take his turn</source>
            <translation>Laisser jouer le Roy</translation>
        </message>
        <message>
            <source>Let le Roy play</source>
            <translation>Laisser jouer le Roy</translation>
        </message>
        <message>
            <source>Counter the black {values} with the chosen dice and your {dice}</source>
            <comment>several black dice</comment>
            <translation>Contrer les dés noirs {values} avec les dés choisis et votre {dice}</translation>
        </message>
        <message>
            <source>Counter the black {values} with the chosen dice and your {dice}</source>
            <comment>one black die</comment>
            <translation>Contrer le {values} noir avec les dés choisis et votre {dice}</translation>
        </message>
        <message>
            <source>Counter the black {values} with your {dice}</source>
            <comment>several black dice</comment>
            <translation>Contrer les dés noirs {values} avec votre {dice}</translation>
        </message>
        <message>
            <source>Counter the black {values} with your {dice}</source>
            <comment>one black die</comment>
            <translation>Contrer le {values} noir avec votre {dice}</translation>
        </message>
        <message>
            <source>Place a citizen {in_building}</source>
            <translation>Placer un habitant {in_building}</translation>
        </message>
        <message>
            <source>Place cubes on the cathedral, all in column {column} (the die chosen with the {card})</source>
            <translation>Placer des cubes sur la Cathédrale, tous dans la colonne {column} (le dé choisi avec la carte {card})</translation>
        </message>
        <message>
            <source>Place cubes on the cathedral</source>
            <translation>Placer des cubes sur la Cathédrale</translation>
        </message>
        <message>
            <source>Work the fields (agriculture: deniers)</source>
            <translation>Exploiter l’Agriculture (deniers)</translation>
        </message>
        <message>
            <source>Move your guard on the ramparts (action 7)</source>
            <translation>Déplacer votre garde sur les remparts (action 7)</translation>
        </message>
        <message>
            <source>Combat the event {card}</source>
            <translation>Lutter contre l’évènement {card}</translation>
        </message>
        <message>
            <source>Activate {card}</source>
            <translation>Activer {card}</translation>
        </message>
        <message numerus="yes">
            <source>Hire a tradesman on {card} (%n denier(s)) and activate it</source>
            <translation>
                <numerusform>Engager un homme de métier sur {card} (%n denier) et l’activer</numerusform>
                <numerusform>Engager un homme de métier sur {card} (%n deniers) et l’activer</numerusform>
            </translation>
        </message>
        <message>
            <source>Use the dice on {target}</source>
            <translation>Utiliser les dés pour {target}</translation>
        </message>
        <message>
            <source>{action}, the purple die as {colour} {glyph}</source>
            <translation>{action}, le dé violet comme dé {colour} {glyph}</translation>
        </message>
        <message>
            <source>{action}, with the stored cube of {card}</source>
            <translation>{action}, avec le cube stocké de la carte {card}</translation>
        </message>
        <message numerus="yes">
            <source>%n activation(s)</source>
            <translation>
                <numerusform>%n activation</numerusform>
                <numerusform>%n activations</numerusform>
            </translation>
        </message>
        <message>
            <source>{action} — {result}</source>
            <translation>{action} — {result}</translation>
        </message>
        <message numerus="yes">
            <source>{action}, costs %n denier(s)</source>
            <translation>
                <numerusform>{action}, coûte %n denier</numerusform>
                <numerusform>{action}, coûte %n deniers</numerusform>
            </translation>
        </message>
        <message>
            <source>Turn over the {die} you are buying (cube of {tile}; use it at once)</source>
            <translation>Retourner le {die} que vous achetez (cube de {tile} ; utilisez-le aussitôt)</translation>
        </message>
        <message>
            <source>Destroy the black {value} with a cube of {tile} (+1 influence)</source>
            <translation>Détruire le {value} noir avec un cube de {tile} (+1 point d’influence)</translation>
        </message>
        <message>
            <source>Roll a {colour} die into your district (cube of {tile})</source>
            <translation>Lancer un dé {colour} dans votre quartier (cube de {tile})</translation>
        </message>
        <message>
            <source>Roll your purple die again into your district (2 deniers and a cube of {tile})</source>
            <translation>Relancer votre dé violet dans votre quartier (2 deniers et un cube de {tile})</translation>
        </message>
        <message>
            <source>Exchange dice with your opponents (cube of {tile})</source>
            <translation>Échanger des dés avec vos adversaires (cube de {tile})</translation>
        </message>
        <message>
            <source>Use a cube of {tile}</source>
            <translation>Utiliser un cube de {tile}</translation>
        </message>
        <message>
            <source>{tile}: {answer}</source>
            <translation>{tile} : {answer}</translation>
        </message>
        <message>
            <source>Give your {mine} to {player} for their {theirs}</source>
            <translation>Échanger votre {mine} contre le {theirs} ({player})</translation>
        </message>
        <message>
            <source>Stop exchanging dice</source>
            <translation>Arrêter les échanges de dés</translation>
        </message>
        <message>
            <source>Exchange no die</source>
            <translation>N’échanger aucun dé</translation>
        </message>
        <message>
            <source>Add a {card} cube to the group as a {die}</source>
            <translation>Ajouter un cube de la carte {card} au lot comme un {die}</translation>
        </message>
        <message>
            <source>Turn over your {die} with a {card} cube</source>
            <translation>Retourner votre {die} avec un cube de la carte {card}</translation>
        </message>
        <message>
            <source>No boost: {points}</source>
            <translation>Pas de renfort : {points}</translation>
        </message>
        <message numerus="yes">
            <source>Pay %n denier(s): {points}</source>
            <translation>
                <numerusform>Payer %n denier : {points}</numerusform>
                <numerusform>Payer %n deniers : {points}</numerusform>
            </translation>
        </message>
        <message>
            <source>Advance your guard to space {space} — the gate of {tile} (1 point; {left} left)</source>
            <translation>Avancer votre garde jusqu’à la case {space} — la porte de {tile} (1 point ; il en reste {left})</translation>
        </message>
        <message>
            <source>Advance your guard to space {space} (1 point; {left} left)</source>
            <translation>Avancer votre garde jusqu’à la case {space} (1 point ; il en reste {left})</translation>
        </message>
        <message>
            <source>Put a cube on {tile} (1 point)</source>
            <translation>Placer un cube sur {tile} (1 point)</translation>
        </message>
        <message numerus="yes">
            <source>Stop here (%n point(s) unused)</source>
            <translation>
                <numerusform>S’arrêter ici (%n point inutilisé)</numerusform>
                <numerusform>S’arrêter ici (%n points inutilisés)</numerusform>
            </translation>
        </message>
        <message>
            <source>Stop here</source>
            <translation>S’arrêter ici</translation>
        </message>
        <message>
            <source>Move a cube from {tile} onto {card}</source>
            <translation>Déplacer un cube de {tile} vers {card}</translation>
        </message>
        <message>
            <source>Use it: {effect}</source>
            <translation>L’utiliser : {effect}</translation>
        </message>
        <message>
            <source>Use it</source>
            <translation>L’utiliser</translation>
        </message>
        <message>
            <source>Not this time</source>
            <translation>Pas cette fois</translation>
        </message>
        <message>
            <source>Use it, and always from now on (no more asking)</source>
            <translation>L’utiliser, et toujours désormais (sans plus demander)</translation>
        </message>
        <message>
            <source>Do not use it, and never ask again</source>
            <translation>Ne pas l’utiliser, et ne plus jamais demander</translation>
        </message>
        <message>
            <source>the card</source>
            <translation>la carte</translation>
        </message>
        <message numerus="yes">
            <source>Place %n cube(s) on {card} (pay {deniers})</source>
            <translation>
                <numerusform>Placer %n cube sur {card} (payer {deniers})</numerusform>
                <numerusform>Placer %n cubes sur {card} (payer {deniers})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Place %n cube(s) on {card}</source>
            <translation>
                <numerusform>Placer %n cube sur {card}</numerusform>
                <numerusform>Placer %n cubes sur {card}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pair(s) of cubes on event cards</source>
            <translation>
                <numerusform>%n paire de cubes sur des cartes Évènement</numerusform>
                <numerusform>%n paires de cubes sur des cartes Évènement</numerusform>
            </translation>
        </message>
        <message>
            <source>its effect</source>
            <translation>son effet</translation>
        </message>
        <message numerus="yes">
            <source>Use %n cube(s) from {card}: {gain}</source>
            <translation>
                <numerusform>Utiliser %n cube de {card} : {gain}</numerusform>
                <numerusform>Utiliser %n cubes de {card} : {gain}</numerusform>
            </translation>
        </message>
        <message>
            <source>{influence} and {vp}</source>
            <translation>{influence} et {vp}</translation>
        </message>
        <message>
            <source>Build on cathedral column {column}</source>
            <translation>Construire dans la colonne {column} de la Cathédrale</translation>
        </message>
        <message>
            <source>Build on cathedral column {column} (the 4th floor)</source>
            <translation>Construire dans la colonne {column} de la Cathédrale (4e niveau)</translation>
        </message>
        <message>
            <source>Take the influence point from {player}</source>
            <translation>Prendre le point d’influence à {player}</translation>
        </message>
        <message>
            <source>Put a cube on this event (1 denier)</source>
            <translation>Placer un cube sur cet évènement (1 denier)</translation>
        </message>
        <message>
            <source>No cube on this event</source>
            <translation>Aucun cube sur cet évènement</translation>
        </message>
        <message>
            <source>Put a cube on {card} (1 denier)</source>
            <translation>Placer un cube sur {card} (1 denier)</translation>
        </message>
        <message>
            <source>No cube on {card}</source>
            <translation>Aucun cube sur {card}</translation>
        </message>
        <message>
            <source>Lose a cube from {where}</source>
            <translation>Perdre un cube ({where})</translation>
        </message>
        <message>
            <source>Free your own citizen</source>
            <translation>Libérer votre propre habitant</translation>
        </message>
        <message>
            <source>Free a citizen of {player}</source>
            <translation>Libérer un habitant ({player})</translation>
        </message>
        <message>
            <source>place a citizen (initial placement)</source>
            <translation>placer un habitant (placement initial)</translation>
        </message>
        <message>
            <source>take an action or pass</source>
            <translation>faire une action ou passer</translation>
        </message>
        <message>
            <source>add dice to the group or choose where to use it</source>
            <translation>ajouter des dés au lot ou choisir où l’utiliser</translation>
        </message>
        <message>
            <source>choose dice to turn over</source>
            <translation>choisir les dés à retourner</translation>
        </message>
        <message>
            <source>choose where the citizen comes from</source>
            <translation>choisir d’où vient l’habitant</translation>
        </message>
        <message>
            <source>choose how many times to use the card</source>
            <translation>choisir combien de fois utiliser la carte</translation>
        </message>
        <message>
            <source>choose how many activations of the {card} go to the Palace</source>
            <translation>choisir combien d’activations de la carte {card} vont au Palais</translation>
        </message>
        <message>
            <source>choose the event card for a cube</source>
            <translation>choisir la carte Évènement qui reçoit un cube</translation>
        </message>
        <message>
            <source>place his citizens</source>
            <translation>placer ses habitants</translation>
        </message>
        <message>
            <source>face the black die</source>
            <translation>affronter le dé noir</translation>
        </message>
        <message>
            <source>take his turn</source>
            <translation>jouer</translation>
        </message>
        <message>
            <source>exchange dice with the opponents (one each)</source>
            <translation>échanger des dés avec les adversaires (un chacun)</translation>
        </message>
        <message>
            <source>boost the die with deniers (up to 6)</source>
            <translation>renforcer le dé avec des deniers (jusqu’à 6)</translation>
        </message>
        <message>
            <source>share the activations of the {card} between influence and VP</source>
            <translation>répartir les activations de la carte {card} entre influence et PV</translation>
        </message>
        <message>
            <source>choose a cathedral column ({card})</source>
            <translation>choisir une colonne de la Cathédrale ({card})</translation>
        </message>
        <message>
            <source>choose whose influence the {card} takes</source>
            <translation>choisir à qui la carte {card} prend de l’influence</translation>
        </message>
        <message>
            <source>put cubes on event cards ({card})</source>
            <translation>placer des cubes sur des cartes Évènement ({card})</translation>
        </message>
        <message>
            <source>choose the cube lost to the {card}</source>
            <translation>choisir le cube perdu à cause de l’évènement {card}</translation>
        </message>
        <message>
            <source>choose the citizen possessed by the devil ({card})</source>
            <translation>choisir l’habitant possédé par le diable ({card})</translation>
        </message>
        <message>
            <source>free a citizen from the {card} card</source>
            <translation>libérer un habitant de la carte {card}</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <extracomment>The card a decision is about, named in its question.</extracomment>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>counter the black {value}</source>
            <translation>contrer le {value} noir</translation>
        </message>
        <message>
            <source>counter the black die</source>
            <translation>contrer le dé noir</translation>
        </message>
        <message>
            <source>spend the action points on the ramparts ({left} left)</source>
            <translation>dépenser les points d’action sur les remparts (il en reste {left})</translation>
        </message>
        <message>
            <source>place cubes on {card} or use those there</source>
            <translation>placer des cubes sur {card} ou utiliser ceux qui s’y trouvent</translation>
        </message>
        <message>
            <source>decide</source>
            <translation>décider</translation>
        </message>
        <message>
            <source>{player}: {question}</source>
            <translation>{player} : {question}</translation>
        </message>
        <message>
            <source>decide about an outdoor activity</source>
            <translation>décider pour une activité extérieure</translation>
        </message>
        <message>
            <source>use {tile}?</source>
            <translation>utiliser {tile} ?</translation>
        </message>
        <message>
            <source>Initial placement</source>
            <translation>Placement initial</translation>
        </message>
        <message>
            <source>Events and black dice</source>
            <translation>Évènements et dés noirs</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>Actions</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Partie terminée</translation>
        </message>
        <message>
            <source>Setting up</source>
            <extracomment>Records that start a le Roy step: shown before what they caused (the engine emits them last).</extracomment>
            <translation>Mise en place</translation>
        </message>
        <message>
            <source>Round {round}</source>
            <translation>Tour {round}</translation>
        </message>
        <message>
            <source>Chronicle</source>
            <translation>Chronique</translation>
        </message>
        <message>
            <source>End of round {round}: what changed</source>
            <translation>Fin du tour {round} : ce qui a changé</translation>
        </message>
        <message numerus="yes">
            <source>{card} (%n denier(s))</source>
            <translation>
                <numerusform>{card} (%n denier)</numerusform>
                <numerusform>{card} (%n deniers)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>The lesson's progress could not be saved ({reason}).</source>
            <extracomment>A prompt button the step asks for: framed in gold, dark ink on pale gold in every state (a primary button's light text would vanish on it), checked by tests/gui/test_contrast.py.</extracomment>
            <translation>L’avancement de la leçon n’a pas pu être enregistré ({reason}).</translation>
        </message>
        <message>
            <source>disk error</source>
            <translation>erreur du disque</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Suivant ▶</translation>
        </message>
        <message>
            <source>Read more</source>
            <translation>En savoir plus</translation>
        </message>
        <message>
            <source>Open this step's page of the rules reference</source>
            <translation>Ouvrir la page des règles qui parle de cette étape</translation>
        </message>
        <message>
            <source>Start a real game</source>
            <translation>Commencer une vraie partie</translation>
        </message>
        <message>
            <source>Leave the lesson</source>
            <translation>Quitter la leçon</translation>
        </message>
        <message>
            <source>Close the lesson; it resumes here next time</source>
            <translation>Fermer la leçon ; elle reprendra ici la prochaine fois</translation>
        </message>
        <message>
            <source>{lesson} — step {number} of {total}</source>
            <translation>{lesson} — étape {number} sur {total}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Step {number} of {total}</source>
            <translation>Étape {number} sur {total}</translation>
        </message>
        <message>
            <source>The lesson does not take moves back.</source>
            <translation>La leçon ne permet pas d’annuler un coup.</translation>
        </message>
    </context>
    <context>
        <name>Colour</name>
        <message>
            <source>red</source>
            <comment>a die</comment>
            <extracomment>Bishopric and City Hall: die values {1,6}, {2,5}, {3,4} designate the same row (RULINGS B1). Price of each die bought from another district, by size of the group (rulebook, Phase 4). 2-player neutral citizens placed before the players' placement (RULINGS B2): Palace spaces 3 and 4; first space of rows {2,5} and {3,4} of the Bishopric and City Hall.</extracomment>
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
        <name>ComputerLevels</name>
        <message>
            <source>Easy</source>
            <extracomment>How the levels are named to the players (show them with :func:`level_name`).</extracomment>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
    </context>
    <context>
        <name>ComputerReasons</name>
        <message>
            <source>the only possible move</source>
            <extracomment>The reason given when there was nothing to choose (not worth a line in the chronicle).</extracomment>
            <translation>le seul coup possible</translation>
        </message>
        <message>
            <source>Fortress</source>
            <extracomment>Values given to the columns, left to right, in expert numbering (see :func:`_numbering_choice`). Troyes Dice buildings: the name alone ("bonus: Fortress") and with its article ("build the Fortress").</extracomment>
            <translation>Forteresse</translation>
        </message>
        <message>
            <source>the Fortress</source>
            <translation>la Forteresse</translation>
        </message>
        <message>
            <source>Great Hall</source>
            <translation>Halle</translation>
        </message>
        <message>
            <source>the Great Hall</source>
            <translation>la Halle</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Cathédrale</translation>
        </message>
        <message>
            <source>the Cathedral</source>
            <translation>la Cathédrale</translation>
        </message>
        <message>
            <source>Count's Palace</source>
            <translation>Palais du comte</translation>
        </message>
        <message>
            <source>the Count's Palace</source>
            <translation>le Palais du comte</translation>
        </message>
        <message>
            <source>City Hall</source>
            <translation>Hôtel de ville</translation>
        </message>
        <message>
            <source>the City Hall</source>
            <translation>l’Hôtel de ville</translation>
        </message>
        <message>
            <source>Bishopric</source>
            <translation>Évêché</translation>
        </message>
        <message>
            <source>the Bishopric</source>
            <translation>l’Évêché</translation>
        </message>
        <message>
            <source>the extra citizen goes to the knights</source>
            <extracomment>The extra citizen of a track, by colour (knights, artisans, priests).</extracomment>
            <translation>l’habitant supplémentaire va aux chevaliers</translation>
        </message>
        <message>
            <source>the extra citizen goes to the artisans</source>
            <translation>l’habitant supplémentaire va aux artisans</translation>
        </message>
        <message>
            <source>the extra citizen goes to the priests</source>
            <translation>l’habitant supplémentaire va aux prêtres</translation>
        </message>
        <message>
            <source>the Banquet citizen is one of the knights</source>
            <translation>l’habitant du Banquet est un chevalier</translation>
        </message>
        <message>
            <source>the Banquet citizen is one of the artisans</source>
            <translation>l’habitant du Banquet est un artisan</translation>
        </message>
        <message>
            <source>the Banquet citizen is one of the priests</source>
            <translation>l’habitant du Banquet est un prêtre</translation>
        </message>
        <message>
            <source>turn it red</source>
            <extracomment>"turn it red": the colour a die is changed to.</extracomment>
            <translation>le rendre rouge</translation>
        </message>
        <message>
            <source>turn it yellow</source>
            <translation>le rendre jaune</translation>
        </message>
        <message>
            <source>turn it white</source>
            <translation>le rendre blanc</translation>
        </message>
        <message numerus="yes">
            <source>gain %n denier(s)</source>
            <translation>
                <numerusform>gagner %n denier</numerusform>
                <numerusform>gagner %n deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>gain %n knowledge</source>
            <translation>
                <numerusform>gagner %n point de savoir</numerusform>
                <numerusform>gagner %n points de savoir</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>gain %n influence</source>
            <translation>
                <numerusform>gagner %n point d’influence</numerusform>
                <numerusform>gagner %n points d’influence</numerusform>
            </translation>
        </message>
        <message>
            <source>take the {die} (plaza {plaza}, paying 1 denier)</source>
            <translation>prendre le {die} (tuile Place {plaza}, en payant 1 denier)</translation>
        </message>
        <message>
            <source>take the {die} (plaza {plaza}, paying 1 knowledge)</source>
            <translation>prendre le {die} (tuile Place {plaza}, en payant 1 point de savoir)</translation>
        </message>
        <message>
            <source>take the {die} (plaza {plaza}, paying 1 influence)</source>
            <translation>prendre le {die} (tuile Place {plaza}, en payant 1 point d’influence)</translation>
        </message>
        <message>
            <source>{colour} {value}</source>
            <comment>a die: its colour, its value</comment>
            <translation>{value} {colour}</translation>
        </message>
        <message>
            <source>take the {die} (plaza {plaza})</source>
            <translation>prendre le {die} (tuile Place {plaza})</translation>
        </message>
        <message>
            <source>set it to {value}</source>
            <translation>le mettre à {value}</translation>
        </message>
        <message>
            <source>build {building} in column {column}</source>
            <translation>construire {building} dans la colonne {column}</translation>
        </message>
        <message>
            <source>bonus: {building} in column {column}</source>
            <translation>bonus : {building} dans la colonne {column}</translation>
        </message>
        <message>
            <source>the best way to finish this turn</source>
            <translation>la meilleure façon de finir ce coup</translation>
        </message>
        <message>
            <source>{plan} (about +{gain} VP by the end)</source>
            <translation>{plan} (environ +{gain} PV d’ici la fin)</translation>
        </message>
        <message>
            <source>the numbers increase from the rolled value</source>
            <translation>les numéros croissent à partir de la valeur lancée</translation>
        </message>
        <message>
            <source>column {column} gets the value {value}</source>
            <translation>la colonne {column} reçoit la valeur {value}</translation>
        </message>
        <message>
            <source>the first possible move</source>
            <translation>le premier coup possible</translation>
        </message>
        <message>
            <source>{plan}; it has a taste for {taste}</source>
            <translation>{plan} ; il a un faible pour {taste}</translation>
        </message>
        <message>
            <source>a stored cube as a die</source>
            <translation>un cube stocké en guise de dé</translation>
        </message>
        <message>
            <source>its {die}</source>
            <translation>son {die}</translation>
        </message>
        <message>
            <source>le Roy's {die}</source>
            <translation>le {die} du Roy</translation>
        </message>
        <message>
            <source>the neutral {die}</source>
            <translation>le {die} neutre</translation>
        </message>
        <message>
            <source>{player}'s {die}</source>
            <translation>le {die} à {player}</translation>
        </message>
        <message>
            <source>{items} and {last}</source>
            <translation>{items} et {last}</translation>
        </message>
        <message>
            <source>{amount} VP</source>
            <translation>{amount} PV</translation>
        </message>
        <message numerus="yes">
            <source>{sign}%n denier(s)</source>
            <translation>
                <numerusform>{sign}%n denier</numerusform>
                <numerusform>{sign}%n deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{sign}%n influence</source>
            <translation>
                <numerusform>{sign}%n point d’influence</numerusform>
                <numerusform>{sign}%n points d’influence</numerusform>
            </translation>
        </message>
        <message>
            <source>its first cube on level {level} of the cathedral (no 2 VP lost at the end)</source>
            <translation>son premier cube au niveau {level} de la Cathédrale (pas de pénalité de 2 PV à la fin)</translation>
        </message>
        <message>
            <source>its first cubes on levels {levels} of the cathedral (no {vp} VP lost at the end)</source>
            <translation>ses premiers cubes aux niveaux {levels} de la Cathédrale (pas de pénalité de {vp} PV à la fin)</translation>
        </message>
        <message>
            <source>its first cube on level {level} of the cathedral</source>
            <translation>son premier cube au niveau {level} de la Cathédrale</translation>
        </message>
        <message>
            <source>wins the {event} card</source>
            <translation>remporte la carte {event}</translation>
        </message>
        <message>
            <source>its first cube on {event} (1 VP at the end if nobody counters it)</source>
            <translation>son premier cube sur l’évènement {event} (1 PV à la fin s’il n’est pas contré)</translation>
        </message>
        <message>
            <source>a tradesman on the {card} (+{vp} VP at the end)</source>
            <translation>un homme de métier sur la carte {card} (+{vp} PV à la fin)</translation>
        </message>
        <message>
            <source>+{vp} VP at the end for your character {character}</source>
            <translation>+{vp} PV à la fin grâce à votre personnage {character}</translation>
        </message>
        <message>
            <source>to place a citizen in the Palace</source>
            <translation>pour placer un habitant au Palais</translation>
        </message>
        <message>
            <source>to place a citizen in the Bishopric</source>
            <translation>pour placer un habitant à l’Évêché</translation>
        </message>
        <message>
            <source>to place a citizen in the City Hall</source>
            <translation>pour placer un habitant à l’Hôtel de ville</translation>
        </message>
        <message>
            <source>places a citizen in the Palace for its red dice</source>
            <translation>place un habitant au Palais pour ses dés rouges</translation>
        </message>
        <message>
            <source>places a citizen in the Bishopric for its white dice</source>
            <translation>place un habitant à l’Évêché pour ses dés blancs</translation>
        </message>
        <message>
            <source>places a citizen in the City Hall for its yellow dice</source>
            <translation>place un habitant à l’Hôtel de ville pour ses dés jaunes</translation>
        </message>
        <message>
            <source>for the {card}</source>
            <translation>pour la carte {card}</translation>
        </message>
        <message>
            <source>for the cathedral</source>
            <translation>pour la Cathédrale</translation>
        </message>
        <message>
            <source>against {event}</source>
            <translation>contre l’évènement {event}</translation>
        </message>
        <message>
            <source>for agriculture</source>
            <translation>pour l’Agriculture</translation>
        </message>
        <message>
            <source>for the ramparts</source>
            <translation>pour les remparts</translation>
        </message>
        <message>
            <source>for its action</source>
            <translation>pour son action</translation>
        </message>
        <message>
            <source>{target} with a cube from the {card}</source>
            <translation>{target} avec un cube de la carte {card}</translation>
        </message>
        <message numerus="yes">
            <source>%n activation(s)</source>
            <translation>
                <numerusform>%n activation</numerusform>
                <numerusform>%n activations</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cube(s)</source>
            <translation>
                <numerusform>%n cube</numerusform>
                <numerusform>%n cubes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n step(s)</source>
            <translation>
                <numerusform>%n pas</numerusform>
                <numerusform>%n pas</numerusform>
            </translation>
        </message>
        <message>
            <source>uses {own} and buys {bought} {target}</source>
            <translation>utilise {own} et achète {bought} {target}</translation>
        </message>
        <message>
            <source>buys {bought} {target}</source>
            <translation>achète {bought} {target}</translation>
        </message>
        <message>
            <source>uses {own} {target}</source>
            <translation>utilise {own} {target}</translation>
        </message>
        <message>
            <source>turns its low dice over, then {move}</source>
            <translation>retourne ses dés faibles, puis {move}</translation>
        </message>
        <message>
            <source>{move}: {details}</source>
            <translation>{move} : {details}</translation>
        </message>
        <message>
            <source>passes: no group of dice is worth its price now (+2 deniers at the end of the round)</source>
            <translation>passe : aucun lot de dés ne vaut ce qu’il coûte maintenant (+2 deniers à la fin du tour)</translation>
        </message>
        <message>
            <source>counters the black {value} with {dice} (+1 influence)</source>
            <translation>contre le {value} noir avec {dice} (+1 point d’influence)</translation>
        </message>
        <message>
            <source>cannot counter the black {value}: loses 2 VP</source>
            <translation>ne peut pas contrer le {value} noir : perd 2 PV</translation>
        </message>
        <message>
            <source>the outdoor tile protects it from the black {value}</source>
            <translation>la tuile extérieure le protège du {value} noir</translation>
        </message>
        <message>
            <source>takes the citizen from its supply</source>
            <translation>prend l’habitant dans sa réserve</translation>
        </message>
        <message>
            <source>takes the citizen from hiring with 2 influence</source>
            <translation>recrute l’habitant pour 2 points d’influence</translation>
        </message>
        <message>
            <source>takes the citizen from a building</source>
            <translation>prend l’habitant sur un bâtiment</translation>
        </message>
        <message>
            <source>takes the citizen from its citizen lying on a building</source>
            <translation>reprend son habitant couché sur un bâtiment</translation>
        </message>
        <message>
            <source>takes the citizen from one of its tradesmen</source>
            <translation>prend l’habitant parmi ses hommes de métier</translation>
        </message>
        <message>
            <source>places a citizen</source>
            <translation>place un habitant</translation>
        </message>
        <message numerus="yes">
            <source>uses the card %n time(s)</source>
            <translation>
                <numerusform>utilise la carte %n fois</numerusform>
                <numerusform>utilise la carte %n fois</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>sends %n activation(s) of the {card} to the Palace</source>
            <translation>
                <numerusform>envoie %n activation de la carte {card} au Palais</numerusform>
                <numerusform>envoie %n activations de la carte {card} au Palais</numerusform>
            </translation>
        </message>
        <message>
            <source>puts its cube on {event}</source>
            <translation>place son cube sur {event}</translation>
        </message>
        <message>
            <source>takes the citizen from its citizens</source>
            <translation>prend l’habitant parmi les siens</translation>
        </message>
        <message>
            <source>uses the outdoor activity</source>
            <translation>utilise l’activité extérieure</translation>
        </message>
        <message>
            <source>leaves the outdoor activity</source>
            <translation>n’utilise pas l’activité extérieure</translation>
        </message>
        <message>
            <source>passes</source>
            <translation>passe</translation>
        </message>
        <message>
            <source>adds a die to its group</source>
            <translation>ajoute un dé à son lot</translation>
        </message>
        <message>
            <source>uses its group {target}</source>
            <translation>utilise son lot {target}</translation>
        </message>
        <message>
            <source>chooses {player}</source>
            <translation>choisit {player}</translation>
        </message>
        <message>
            <source>le Roy's turn</source>
            <translation>au Roy de jouer</translation>
        </message>
        <message>
            <source>chooses what scores best</source>
            <translation>choisit ce qui rapporte le plus</translation>
        </message>
        <message>
            <source>a move at random</source>
            <translation>un coup au hasard</translation>
        </message>
        <message>
            <source>the red district</source>
            <extracomment>The tastes a computer seat can have. VP added to a turn's value per building of the favourite district, per Cathedral, per resource kept (scaled by the half days left over six, at most 1). The width, in VP, of the near ties a style breaks its own way. How players read a taste ("it has a taste for {taste}").</extracomment>
            <translation>le quartier rouge</translation>
        </message>
        <message>
            <source>the yellow district</source>
            <translation>le quartier jaune</translation>
        </message>
        <message>
            <source>the white district</source>
            <translation>le quartier blanc</translation>
        </message>
        <message>
            <source>Cathedrals</source>
            <translation>les Cathédrales</translation>
        </message>
        <message>
            <source>keeping resources</source>
            <translation>les ressources en réserve</translation>
        </message>
    </context>
    <context>
        <name>ComputerTurns</name>
        <message>
            <source>{name} (Easy computer)</source>
            <extracomment>A computer seat named with its level (whole texts: the adjective's place differs in French).</extracomment>
            <translation>{name} (ordinateur Facile)</translation>
        </message>
        <message>
            <source>{name} (Normal computer)</source>
            <translation>{name} (ordinateur Normal)</translation>
        </message>
        <message>
            <source>{name} (Hard computer)</source>
            <translation>{name} (ordinateur Difficile)</translation>
        </message>
        <message>
            <source>Easy computer</source>
            <extracomment>What a computer seat's panel says under its name, by level.</extracomment>
            <translation>ordinateur Facile</translation>
        </message>
        <message>
            <source>Normal computer</source>
            <translation>ordinateur Normal</translation>
        </message>
        <message>
            <source>Hard computer</source>
            <translation>ordinateur Difficile</translation>
        </message>
        <message>
            <source>{player} could not decide; it makes the first possible move.</source>
            <translation>{player} n’a pas pu se décider ; il joue le premier coup possible.</translation>
        </message>
        <message>
            <source>{player}: {reason}</source>
            <extracomment>Thinking time of Hard per decision, and of the hint, in seconds.</extracomment>
            <translation>{player} : {reason}</translation>
        </message>
        <message>
            <source>Its moves are shown on the board one step at a time, each with its reason in the chronicle (pace: Settings).</source>
            <translation>Ses coups apparaissent sur le plateau étape par étape, chacun avec sa raison dans la chronique (rythme : Paramètres).</translation>
        </message>
        <message>
            <source>{player} is thinking…</source>
            <translation>{player} réfléchit…</translation>
        </message>
        <message>
            <source>{player} plays</source>
            <translation>{player} joue</translation>
        </message>
        <message>
            <source>{player} is a computer player ({level}): it sees only what its seat may see.</source>
            <translation>{player} est un joueur ordinateur ({level}) : il ne voit que ce que sa place permet de voir.</translation>
        </message>
        <message>
            <source>it scores best</source>
            <translation>c’est le coup qui rapporte le plus</translation>
        </message>
        <message>
            <source>Hint — the Hard player would start with “{move}”: {reason}.</source>
            <translation>Conseil — l’ordinateur Difficile commencerait par « {move} » : {reason}.</translation>
        </message>
        <message>
            <source>Hint — the Hard player would start with “{move}”.</source>
            <translation>Conseil — l’ordinateur Difficile commencerait par « {move} ».</translation>
        </message>
        <message>
            <source>Hint: its move is lit on the board and told above the buttons.</source>
            <translation>Conseil : son coup est éclairé sur le plateau et décrit au-dessus des boutons.</translation>
        </message>
        <message>
            <source>The hint: the Hard player would play here</source>
            <translation>Le conseil : l’ordinateur Difficile jouerait ici</translation>
        </message>
        <message>
            <source>The computer players' learned table could not be read: Normal and Hard play weaker this time.</source>
            <translation>La table apprise des joueurs ordinateur n’a pas pu être lue : les niveaux Normal et Difficile jouent moins bien cette fois-ci.</translation>
        </message>
    </context>
    <context>
        <name>Confirm</name>
        <message numerus="yes">
            <source>Pass with %n die of yours still in your district?</source>
            <extracomment>The kinds of confirmation; the settings keys are ``confirm_&lt;kind&gt;``.</extracomment>
            <translation>
                <numerusform>Passer alors qu’il vous reste %n dé dans votre quartier ?</numerusform>
                <numerusform>Passer alors qu’il vous reste %n dés dans votre quartier ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Pass with %n dice of yours still in your district?</source>
            <translation>
                <numerusform>Passer alors qu’il vous reste %n dé dans votre quartier ?</numerusform>
                <numerusform>Passer alors qu’il vous reste %n dés dans votre quartier ?</numerusform>
            </translation>
        </message>
        <message>
            <source>Le Roy keeps taking turns as long as any die remains on the board, yours included.</source>
            <translation>Le Roy continue de jouer tant qu’il reste un dé sur le plateau, les vôtres compris.</translation>
        </message>
        <message>
            <source>Pass anyway</source>
            <translation>Passer quand même</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Continuer à jouer</translation>
        </message>
        <message>
            <source>This placement expels one of your own citizens from the Palace.</source>
            <translation>Ce placement expulse l’un de vos propres habitants du Palais.</translation>
        </message>
        <message>
            <source>This placement expels one of your own citizens from the Bishopric.</source>
            <translation>Ce placement expulse l’un de vos propres habitants de l’Évêché.</translation>
        </message>
        <message>
            <source>This placement expels one of your own citizens from the City Hall.</source>
            <translation>Ce placement expulse l’un de vos propres habitants de l’Hôtel de ville.</translation>
        </message>
        <message>
            <source>A citizen placed on an occupied space pushes the one there out; yours lies in front of the building until the end of the round.</source>
            <translation>Un habitant placé sur une case occupée en chasse celui qui s’y trouve ; le vôtre reste couché devant le bâtiment jusqu’à la fin du tour.</translation>
        </message>
        <message>
            <source>Expel my citizen</source>
            <translation>Expulser mon habitant</translation>
        </message>
        <message>
            <source>Choose again</source>
            <translation>Choisir à nouveau</translation>
        </message>
    </context>
    <context>
        <name>ContextHelp</name>
        <message>
            <source>F1 or ? — more in the rules reference: {title}</source>
            <extracomment>Board items that name no key of their own, by class name.</extracomment>
            <translation>F1 ou ? — pour en savoir plus dans les règles : {title}</translation>
        </message>
    </context>
    <context>
        <name>Curtain</name>
        <message>
            <source>Take back my move</source>
            <extracomment>The player who just played passed the seat (the hand-over card gave way to the curtain). "Take back my move" on the hand-over card. How many chronicle lines of the moves just played the hand-over card shows at most. After the card, the curtain (True) or at once the next person's view (False). The page's rectangle (in this widget's coordinates) the card covers, or None: the bottom.</extracomment>
            <translation>Reprendre mon coup</translation>
        </message>
        <message>
            <source>Pass the computer to {player}</source>
            <translation>Passez l’ordinateur à {player}</translation>
        </message>
        <message>
            <source>The board is hidden so that nobody sees another player's characters and VP.</source>
            <translation>Le plateau est caché pour que personne ne voie les personnages et les PV d’un autre joueur.</translation>
        </message>
        <message>
            <source>I am {player}: show my view</source>
            <translation>Je suis {player} : montrer mon jeu</translation>
        </message>
        <message>
            <source>{player} has played. Look at the board, then pass the seat.</source>
            <translation>{player} a joué. Regardez le plateau, puis cédez la place.</translation>
        </message>
        <message>
            <source>{player}'s guard walks from space {first} to space {last} of the ramparts (gate {gates}).</source>
            <extracomment>The decisions that put something private of the decider's on screen: the curtain comes before them. No decision of the Troyes engine does so today (its questions and answers are public: the characters and hidden VP are on screen only in the private look, which has its own curtain); a module that adds one (a hidden card to choose among) names its kind here. Records whose lines change neither the score nor the board: the first the card leaves out for room.</extracomment>
            <translation>Le garde de {player} avance de la case {first} à la case {last} des remparts (porte {gates}).</translation>
        </message>
        <message>
            <source>{player}'s guard walks from space {first} to space {last} of the ramparts.</source>
            <translation>Le garde de {player} avance de la case {first} à la case {last} des remparts.</translation>
        </message>
        <message>
            <source>{player} played: see the chronicle.</source>
            <translation>{player} a joué : voir la chronique.</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more in the chronicle.</source>
            <translation>
                <numerusform>… et %n de plus dans la chronique.</numerusform>
                <numerusform>… et %n de plus dans la chronique.</numerusform>
            </translation>
        </message>
        <message>
            <source>Pass the seat to {player}</source>
            <translation>Céder la place à {player}</translation>
        </message>
        <message>
            <source>the seat was passed to {player}.</source>
            <translation>la place a été cédée à {player}.</translation>
        </message>
    </context>
    <context>
        <name>DiceChronicle</name>
        <message>
            <source>Everyone</source>
            <extracomment>Colour id -&gt; citizen id (English ids, not shown: :mod:`words` gives the words).</extracomment>
            <translation>Tout le monde</translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} ou {second}</translation>
        </message>
        <message>
            <source>{first}, {second}</source>
            <translation>{first}, {second}</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} et {second}</translation>
        </message>
        <message>
            <source>{building} columns {a} and {b}</source>
            <translation>{building}, colonnes {a} et {b}</translation>
        </message>
        <message>
            <source>{building} between the columns of the {a} and the {b}</source>
            <translation>{building} entre les colonnes du {a} et du {b}</translation>
        </message>
        <message>
            <source>; </source>
            <comment>between two items of a list</comment>
            <translation> ; </translation>
        </message>
        <message>
            <source>{player} draws {building} in column {column} (track bonus).</source>
            <translation>{player} dessine {building} dans la colonne {column} (bonus de piste).</translation>
        </message>
        <message>
            <source>{player} draws {building} in column {column} (column bonus).</source>
            <translation>{player} dessine {building} dans la colonne {column} (bonus de colonne).</translation>
        </message>
        <message>
            <source>{player} draws {building} in column {column}.</source>
            <translation>{player} dessine {building} dans la colonne {column}.</translation>
        </message>
        <message>
            <source>{player} draws {building} in the column of the {value} (track bonus).</source>
            <translation>{player} dessine {building} dans la colonne du {value} (bonus de piste).</translation>
        </message>
        <message>
            <source>{player} draws {building} in the column of the {value} (column bonus).</source>
            <translation>{player} dessine {building} dans la colonne du {value} (bonus de colonne).</translation>
        </message>
        <message>
            <source>{player} draws {building} in the column of the {value}.</source>
            <translation>{player} dessine {building} dans la colonne du {value}.</translation>
        </message>
        <message>
            <source>Number {number} is written beside {character}.</source>
            <translation>Le nombre {number} est inscrit près du personnage {character}.</translation>
        </message>
        <message numerus="yes">
            <source>%n die(s) counted.</source>
            <translation>
                <numerusform>%n dé compté.</numerusform>
                <numerusform>%n dés comptés.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A game of Troyes Dice for %n player(s) with Banquets and Raids.</source>
            <translation>
                <numerusform>Une partie de Troyes Dice à %n joueur, avec Banquets et Raids.</numerusform>
                <numerusform>Une partie de Troyes Dice à %n joueurs, avec Banquets et Raids.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A game of Troyes Dice for %n player(s).</source>
            <translation>
                <numerusform>Une partie de Troyes Dice à %n joueur.</numerusform>
                <numerusform>Une partie de Troyes Dice à %n joueurs.</numerusform>
            </translation>
        </message>
        <message>
            <source>The town crier rolls a {value} for the leftmost column.</source>
            <translation>Le crieur public obtient un {value} pour la colonne de gauche.</translation>
        </message>
        <message>
            <source>The columns are numbered {values}.</source>
            <translation>Les colonnes sont numérotées {values}.</translation>
        </message>
        <message>
            <source>{colour} {value}</source>
            <comment>a die on the wheel</comment>
            <translation>{value} {colour}</translation>
        </message>
        <message>
            <source>Dice: {dice}.</source>
            <translation>Dés : {dice}.</translation>
        </message>
        <message>
            <source>The Shelter Banquet tames the black die: it can be used this half day.</source>
            <translation>Le Banquet Refuge apprivoise le dé noir : il peut être utilisé pendant cette demi-journée.</translation>
        </message>
        <message>
            <source>A Raid destroys the {colour} plaza (value {value}).</source>
            <translation>Un Raid détruit la place {colour} (valeur {value}).</translation>
        </message>
        <message>
            <source>The black die destroys the {colour} plaza (value {value}).</source>
            <translation>Le dé noir détruit la place {colour} (valeur {value}).</translation>
        </message>
        <message>
            <source>{player}'s Fortress protects {die}: it is not crossed out.</source>
            <translation>{player} : sa Forteresse protège {die}, qui n’est pas rayé.</translation>
        </message>
        <message>
            <source>{player}'s {colour} {value} is already crossed out: nothing more is lost.</source>
            <translation>{player} : le {value} {colour} est déjà rayé, rien de plus n’est perdu.</translation>
        </message>
        <message>
            <source>{player} crosses out {die} and {buildings} in its column.</source>
            <translation>{player} raye {die} et, dans sa colonne, {buildings}.</translation>
        </message>
        <message>
            <source>{player} crosses out {die}.</source>
            <translation>{player} raye {die}.</translation>
        </message>
        <message numerus="yes">
            <source>%n link bonus(es) lost: {links}.</source>
            <translation>
                <numerusform>%n bonus de liaison perdu : {links}.</numerusform>
                <numerusform>%n bonus de liaison perdus : {links}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} takes {die} (free).</source>
            <translation>{player} prend {die} (gratuit).</translation>
        </message>
        <message>
            <source>{player} takes {die} (pays {cost}).</source>
            <translation>{player} prend {die} (paie {cost}).</translation>
        </message>
        <message numerus="yes">
            <source>{player} spends %n knowledge: the {old} die becomes {new}.</source>
            <translation>
                <numerusform>{player} dépense %n savoir : le dé {old} devient {new}.</numerusform>
                <numerusform>{player} dépense %n savoir : le dé {old} devient {new}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} spends %n influence: the {old} becomes a {new}.</source>
            <translation>
                <numerusform>{player} dépense %n influence : le {old} devient un {new}.</numerusform>
                <numerusform>{player} dépense %n influence : le {old} devient un {new}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} uses {die} to gain influence.</source>
            <translation>{player} utilise {die} pour gagner de l’influence.</translation>
        </message>
        <message>
            <source>{player} uses {die} to gain deniers.</source>
            <translation>{player} utilise {die} pour gagner des deniers.</translation>
        </message>
        <message>
            <source>{player} uses {die} to gain knowledge.</source>
            <translation>{player} utilise {die} pour gagner du savoir.</translation>
        </message>
        <message>
            <source>{player} uses {die} to construct a prestige building.</source>
            <translation>{player} utilise {die} pour construire un bâtiment de prestige.</translation>
        </message>
        <message>
            <source>{player} uses {die} to construct a work building.</source>
            <translation>{player} utilise {die} pour construire un bâtiment de travail.</translation>
        </message>
        <message>
            <source>{player} cannot afford any die and gains 1 influence, 1 denier and 1 knowledge.</source>
            <translation>{player} ne peut payer aucun dé et gagne 1 influence, 1 denier et 1 savoir.</translation>
        </message>
        <message numerus="yes">
            <source>{player} circles {amount} (%n lost: the track is full).</source>
            <translation>
                <numerusform>{player} entoure {amount} (%n en trop : la piste est pleine).</numerusform>
                <numerusform>{player} entoure {amount} (%n en trop : la piste est pleine).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} circles {amount}.</source>
            <translation>{player} entoure {amount}.</translation>
        </message>
        <message>
            <source>{player} circles {citizen} ({count} on that track).</source>
            <translation>{player} entoure {citizen} ({count} sur cette piste).</translation>
        </message>
        <message>
            <source>{player}'s citizen goes to the track of the {citizens} (its own track is full).</source>
            <translation>{player} : l’habitant va sur la piste des {citizens} (sa propre piste est pleine).</translation>
        </message>
        <message>
            <source>{player} loses {citizen}: every track is full.</source>
            <translation>{player} perd {citizen} : toutes les pistes sont pleines.</translation>
        </message>
        <message>
            <source>{player}'s 15th {citizen}: construct {offers}.</source>
            <translation>{player} entoure son 15e {citizen} : construire {offers}.</translation>
        </message>
        <message>
            <source>{player}'s 15th {citizen}: construct {offers} (none can be built: the bonus is lost).</source>
            <translation>{player} entoure son 15e {citizen} : construire {offers} (aucun ne peut être construit : le bonus est perdu).</translation>
        </message>
        <message>
            <source>{player}'s 20th {citizen}: {citizens} more.</source>
            <translation>{player} entoure son 20e {citizen} : {citizens} de plus.</translation>
        </message>
        <message>
            <source>{player} completes citizen column {column}: a work building of their choice.</source>
            <translation>{player} complète la colonne d’habitants {column} : un bâtiment de travail au choix.</translation>
        </message>
        <message>
            <source>{player} completes citizen column {column}: a work building of their choice (none can be built: the bonus is lost).</source>
            <translation>{player} complète la colonne d’habitants {column} : un bâtiment de travail au choix (aucun ne peut être construit : le bonus est perdu).</translation>
        </message>
        <message>
            <source>{player} completes citizen column {column}: 1 of each resource.</source>
            <translation>{player} complète la colonne d’habitants {column} : 1 de chaque ressource.</translation>
        </message>
        <message>
            <source>building</source>
            <translation>bâtiment</translation>
        </message>
        <message>
            <source>{player} gains the link bonus between columns {a} and {b} ({building}).</source>
            <translation>{player} gagne le bonus de liaison entre les colonnes {a} et {b} ({building}).</translation>
        </message>
        <message>
            <source>{player} gains the link bonus between the columns of the {a} and the {b} ({building}).</source>
            <translation>{player} gagne le bonus de liaison entre les colonnes du {a} et du {b} ({building}).</translation>
        </message>
        <message>
            <source>{player} enjoys the {tile} Banquet beside the plaza: a bonus with {building}.</source>
            <translation>{player} profite du Banquet {tile} près de la place : un bonus avec {building}.</translation>
        </message>
        <message>
            <source>the building</source>
            <translation>le bâtiment</translation>
        </message>
        <message>
            <source>The {tile} tile beside the {colour} plaza turns to its Raid side.</source>
            <translation>La tuile {tile} près de la place {colour} passe sur sa face Raid.</translation>
        </message>
        <message>
            <source>End of day {day}.</source>
            <translation>Fin du jour {day}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>{player} circles {citizens}.</source>
            <translation>{player} entoure {citizens}.</translation>
        </message>
        <message>
            <source>Day {day} — morning</source>
            <translation>Jour {day} — matin</translation>
        </message>
        <message>
            <source>Day {day} — afternoon</source>
            <translation>Jour {day} — après-midi</translation>
        </message>
    </context>
    <context>
        <name>DiceComputers</name>
        <message>
            <source>{player}'s computer player could not decide, so it made the first possible move.</source>
            <translation>{player} (ordinateur) n’a pas pu décider et a joué le premier coup possible.</translation>
        </message>
    </context>
    <context>
        <name>DiceDialogs</name>
        <message>
            <source>Person</source>
            <extracomment>The choices of a seat in the new-game dialog: (engine seat kind, label).</extracomment>
            <translation>Humain</translation>
        </message>
        <message>
            <source>Computer: Easy</source>
            <translation>Ordinateur : Facile</translation>
        </message>
        <message>
            <source>Computer: Normal</source>
            <translation>Ordinateur : Normal</translation>
        </message>
        <message>
            <source>Computer: Hard</source>
            <translation>Ordinateur : Difficile</translation>
        </message>
        <message>
            <source>First game: 1 to 6 from left to right</source>
            <translation>Première partie : de 1 à 6 de gauche à droite</translation>
        </message>
        <message>
            <source>Rolled: a die gives the leftmost number, the town crier picks the direction</source>
            <translation>Au dé : un dé donne le nombre de gauche, le crieur public choisit le sens</translation>
        </message>
        <message>
            <source>Expert: the town crier places every number</source>
            <translation>Expert : le crieur public place chaque nombre</translation>
        </message>
        <message>
            <source>six columns need six numbers</source>
            <translation>six colonnes demandent six nombres</translation>
        </message>
        <message>
            <source>{reason}: each value from 1 to 6 is used exactly once</source>
            <translation>{reason} : chaque valeur de 1 à 6 sert une seule fois</translation>
        </message>
        <message>
            <source>each value from 1 to 6 is used exactly once</source>
            <translation>chaque valeur de 1 à 6 sert une seule fois</translation>
        </message>
        <message>
            <source>New game of Troyes Dice</source>
            <translation>Nouvelle partie de Troyes Dice</translation>
        </message>
        <message>
            <source>A new game of Troyes Dice</source>
            <translation>Une nouvelle partie de Troyes Dice</translation>
        </message>
        <message>
            <source>1 to 10 players at this computer, people or computer players: each makes the half day’s choice on their own sheet.</source>
            <translation>De 1 à 10 joueurs sur cet ordinateur, personnes ou ordinateurs : chacun fait le choix de la demi-journée sur sa propre feuille.</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Nombre de joueurs</translation>
        </message>
        <message>
            <source>the number of Troyes Dice players</source>
            <translation>le nombre de joueurs de Troyes Dice</translation>
        </message>
        <message>
            <source>Choose at the same time</source>
            <translation>Choisir en même temps</translation>
        </message>
        <message>
            <source>Each choice of a half day stays hidden, from the computers too, until everyone has chosen.</source>
            <translation>Chaque choix d’une demi-journée reste caché, aux ordinateurs aussi, jusqu’à ce que tout le monde ait choisi.</translation>
        </message>
        <message>
            <source>the names of the Troyes Dice players</source>
            <translation>les noms des joueurs de Troyes Dice</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>A person plays this sheet, or a computer player of that level</source>
            <translation>Une personne joue cette feuille, ou un ordinateur de ce niveau</translation>
        </message>
        <message>
            <source>Numbering of the columns</source>
            <translation>Numérotation des colonnes</translation>
        </message>
        <message>
            <source>Columns, left to right:</source>
            <translation>Colonnes, de gauche à droite :</translation>
        </message>
        <message>
            <source>the numbering of the columns</source>
            <translation>la numérotation des colonnes</translation>
        </message>
        <message>
            <source>Shuffle</source>
            <translation>Mélanger</translation>
        </message>
        <message>
            <source>Banquets and Raids</source>
            <translation>Banquets et Raids</translation>
        </message>
        <message>
            <source>3 tiles beside the single-colour plazas, good until the black die strikes them.</source>
            <translation>3 tuiles près des places unicolores, favorables jusqu’à ce que le dé noir les frappe.</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Commencer la partie</translation>
        </message>
        <message>
            <source>Not a valid numbering: {reason}.</source>
            <translation>Numérotation impossible : {reason}.</translation>
        </message>
        <message>
            <source>Troyes Dice — final scoring</source>
            <translation>Troyes Dice — décompte final</translation>
        </message>
        <message>
            <source>{player} ends the game with {score} VP</source>
            <translation>{player} termine la partie avec {score} PV</translation>
        </message>
        <message>
            <source>Shared victory: {players} with {score} VP</source>
            <translation>Victoire partagée : {players} avec {score} PV</translation>
        </message>
        <message>
            <source>Victory: {player} with {score} VP</source>
            <translation>Victoire : {player} avec {score} PV</translation>
        </message>
        <message>
            <source>Unspent influence (1 VP a pair)</source>
            <translation>Influence non dépensée (1 PV par paire)</translation>
        </message>
        <message>
            <source>Unspent deniers (1 VP a pair)</source>
            <translation>Deniers non dépensés (1 PV par paire)</translation>
        </message>
        <message>
            <source>Unspent knowledge (1 VP a pair)</source>
            <translation>Savoir non dépensé (1 PV par paire)</translation>
        </message>
        <message>
            <source>Cathedrals and resources</source>
            <translation>Cathédrales et ressources</translation>
        </message>
        <message>
            <source>Citizens</source>
            <translation>Habitants</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>All achievements…</source>
            <translation>Tous les succès…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>{player} (computer, {level}) {score} VP</source>
            <extracomment>The least width the chart keeps beside the table (narrower, it goes under the table).</extracomment>
            <translation>{player} (ordinateur, {level}) {score} PV</translation>
        </message>
        <message>
            <source>{player}’s best {score} VP</source>
            <translation>{player} : meilleur score {score} PV</translation>
        </message>
        <message>
            <source>Score to beat: {computers} — {people}</source>
            <translation>Score à battre : {computers} — {people}</translation>
        </message>
        <message>
            <source>Score to beat: {computers}</source>
            <translation>Score à battre : {computers}</translation>
        </message>
        <message>
            <source>Achievements of this game</source>
            <translation>Succès de cette partie</translation>
        </message>
        <message>
            <source>(new!)</source>
            <translation>(nouveau !)</translation>
        </message>
        <message>
            <source>(already earned in an earlier game)</source>
            <translation>(déjà obtenu lors d’une partie précédente)</translation>
        </message>
        <message>
            <source>{achievement}: {progress}</source>
            <translation>{achievement} : {progress}</translation>
        </message>
        <message>
            <source>none this time</source>
            <translation>aucun cette fois</translation>
        </message>
        <message>
            <source>computer players earn no achievements</source>
            <translation>les ordinateurs ne gagnent pas de succès</translation>
        </message>
        <message>
            <source>&lt;b&gt;{player}&lt;/b&gt;: {achievements}</source>
            <translation>&lt;b&gt;{player}&lt;/b&gt; : {achievements}</translation>
        </message>
        <message>
            <source>Troyes Dice achievements</source>
            <translation>Succès de Troyes Dice</translation>
        </message>
        <message>
            <source>Achievements</source>
            <translation>Succès</translation>
        </message>
        <message>
            <source>Kept for every player name across games (the rulebook’s box of initials).</source>
            <translation>Conservés pour chaque nom de joueur d’une partie à l’autre (la case des initiales de la règle).</translation>
        </message>
        <message>
            <source>Achievement</source>
            <translation>Succès</translation>
        </message>
        <message>
            <source>Earned by</source>
            <translation>Obtenu par</translation>
        </message>
        <message>
            <source>{player}: {count} of {needed}</source>
            <translation>{player} : {count} sur {needed}</translation>
        </message>
        <message>
            <source>on the way: {progress}</source>
            <translation>en cours : {progress}</translation>
        </message>
        <message>
            <source>not yet</source>
            <translation>pas encore</translation>
        </message>
    </context>
    <context>
        <name>DiceModel</name>
        <message>
            <source>Player {number}</source>
            <extracomment>Any seat's action goes through ``apply`` (a computer seat's too: tests and tools drive them by hand).</extracomment>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>the town crier</source>
            <translation>le crieur public</translation>
        </message>
    </context>
    <context>
        <name>DicePage</name>
        <message>
            <source>Troyes Dice: {players}</source>
            <translation>Troyes Dice : {players}</translation>
        </message>
        <message>
            <source>{score} VP  · {level}</source>
            <translation>{score} PV  · {level}</translation>
        </message>
        <message>
            <source>{player}: a computer player ({level}) with a taste for {taste}</source>
            <translation>{player} : un joueur ordinateur ({level}) qui a un faible pour {taste}</translation>
        </message>
        <message>
            <source>{score} VP  choosing…</source>
            <translation>{score} PV  choisit…</translation>
        </message>
        <message>
            <source>{score} VP</source>
            <translation>{score} PV</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler le coup</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Conseil</translation>
        </message>
        <message>
            <source>What the Hard computer player would do with this half day, and why</source>
            <translation>Ce que l’ordinateur Difficile ferait de cette demi-journée, et pourquoi</translation>
        </message>
        <message>
            <source>Achievements</source>
            <translation>Succès</translation>
        </message>
        <message>
            <source>Start screen</source>
            <translation>Écran d’accueil</translation>
        </message>
        <message>
            <source>Not possible: {reason}.</source>
            <translation>Impossible : {reason}.</translation>
        </message>
        <message>
            <source>Not possible: {reason}</source>
            <translation>Impossible : {reason}</translation>
        </message>
        <message>
            <source>No die to pick now.</source>
            <translation>Aucun dé à choisir maintenant.</translation>
        </message>
        <message>
            <source>Target {number} of {count}: {target} — first choose what pays the die.</source>
            <translation>Cible {number} sur {count} : {target} — choisissez d’abord ce qui paie le dé.</translation>
        </message>
        <message>
            <source>Target {number} of {count}: {target} — Enter uses it.</source>
            <translation>Cible {number} sur {count} : {target} — Entrée l’utilise.</translation>
        </message>
        <message>
            <source>The die is back on the wheel.</source>
            <translation>Le dé est de retour sur la roue.</translation>
        </message>
        <message>
            <source>unknown reason</source>
            <translation>raison inconnue</translation>
        </message>
        <message>
            <source>The achievements could not be saved ({reason}).</source>
            <translation>Les succès n’ont pas pu être enregistrés ({reason}).</translation>
        </message>
        <message>
            <source>{player} ends with {score} VP.</source>
            <translation>{player} termine avec {score} PV.</translation>
        </message>
        <message>
            <source>Game over — {summary}</source>
            <translation>Partie terminée — {summary}</translation>
        </message>
        <message>
            <source>Game over — {winners} wins with {score} VP</source>
            <translation>Partie terminée — {winners} gagne avec {score} PV</translation>
        </message>
        <message>
            <source>Game over — {winners} win with {score} VP</source>
            <translation>Partie terminée — {winners} gagnent avec {score} PV</translation>
        </message>
        <message>
            <source>the town crier numbers the columns</source>
            <translation>le crieur public numérote les colonnes</translation>
        </message>
        <message>
            <source>{player} (computer, {level}) is choosing…</source>
            <translation>{player} (ordinateur, {level}) choisit…</translation>
        </message>
        <message>
            <source>{player}’s choice</source>
            <translation>à {player} de choisir</translation>
        </message>
        <message>
            <source>Day {day} of 8 — morning  ·  {who}</source>
            <translation>Jour {day} sur 8 — matin  ·  {who}</translation>
        </message>
        <message>
            <source>Day {day} of 8 — afternoon  ·  {who}</source>
            <translation>Jour {day} sur 8 — après-midi  ·  {who}</translation>
        </message>
        <message>
            <source>  ·  player {number} of {count}</source>
            <translation>  ·  joueur {number} sur {count}</translation>
        </message>
        <message>
            <source>You are looking at {viewed}'s sheet: it is {player}'s choice (click their sheet above to go back).</source>
            <translation>Vous regardez la feuille qui appartient à {viewed} : c’est à {player} de choisir (cliquez sur sa feuille ci-dessus pour y revenir).</translation>
        </message>
        <message>
            <source>Undo unavailable: {reason}</source>
            <translation>Annulation impossible : {reason}</translation>
        </message>
        <message>
            <source>this is {viewed}'s sheet; it is {player}'s choice</source>
            <translation>cette feuille appartient à {viewed} ; c’est à {player} de choisir</translation>
        </message>
        <message>
            <source>{player} (computer, {level}): {reason}.</source>
            <translation>{player} (ordinateur, {level}) : {reason}.</translation>
        </message>
        <message>
            <source>Hint: thinking about your half day…</source>
            <translation>Conseil : réflexion sur votre demi-journée…</translation>
        </message>
        <message>
            <source>Hint: no advice this time.</source>
            <translation>Conseil : pas de conseil cette fois.</translation>
        </message>
        <message>
            <source>Hint: {reason}. — Enter plays it.</source>
            <translation>Conseil : {reason}. — Entrée le joue.</translation>
        </message>
        <message>
            <source>Hint: {reason}.</source>
            <translation>Conseil : {reason}.</translation>
        </message>
        <message>
            <source>Hint for {player}: {reason}.</source>
            <translation>Conseil pour {player} : {reason}.</translation>
        </message>
        <message>
            <source>Step taken back.</source>
            <translation>Étape reprise.</translation>
        </message>
        <message>
            <source>Step played again.</source>
            <translation>Étape rejouée.</translation>
        </message>
        <message numerus="yes">
            <source>%n new achievement(s): {titles}</source>
            <translation>
                <numerusform>%n nouveau succès : {titles}</numerusform>
                <numerusform>%n nouveaux succès : {titles}</numerusform>
            </translation>
        </message>
        <message>
            <source>{achievement} ({progress})</source>
            <translation>{achievement} ({progress})</translation>
        </message>
        <message>
            <source>achievement progress: {titles}</source>
            <translation>progression des succès : {titles}</translation>
        </message>
        <message numerus="yes">
            <source>%n reached again (earned in an earlier game)</source>
            <translation>
                <numerusform>%n de nouveau atteint (déjà obtenu lors d’une partie précédente)</numerusform>
                <numerusform>%n de nouveau atteints (déjà obtenus lors de parties précédentes)</numerusform>
            </translation>
        </message>
        <message>
            <source>no achievement reached</source>
            <translation>aucun succès obtenu</translation>
        </message>
        <message>
            <source>your first recorded solo score</source>
            <translation>votre premier score solo enregistré</translation>
        </message>
        <message>
            <source>a new best score (the best so far was {best} VP)</source>
            <translation>un nouveau meilleur score (le meilleur jusqu’ici était de {best} PV)</translation>
        </message>
        <message>
            <source>best score so far: {best} VP</source>
            <translation>meilleur score jusqu’ici : {best} PV</translation>
        </message>
    </context>
    <context>
        <name>DicePanel</name>
        <message>
            <source>you have already taken a die this half day (undo to choose another)</source>
            <translation>vous avez déjà pris un dé pendant cette demi-journée (annulez le coup pour en choisir un autre)</translation>
        </message>
        <message>
            <source>it is not the moment to choose a die</source>
            <translation>ce n’est pas le moment de choisir un dé</translation>
        </message>
        <message>
            <source>that die cannot be chosen</source>
            <translation>ce dé ne peut pas être choisi</translation>
        </message>
        <message>
            <source>choose one of the buildings offered by the bonus (highlighted on your sheet)</source>
            <translation>choisissez l’un des bâtiments offerts par le bonus (en surbrillance sur votre feuille)</translation>
        </message>
        <message>
            <source>pick a die on the wheel first (click it or drag it to your sheet)</source>
            <translation>choisissez d’abord un dé sur la roue (cliquez dessus ou faites-le glisser sur votre feuille)</translation>
        </message>
        <message>
            <source>the columns are not numbered yet</source>
            <translation>les colonnes ne sont pas encore numérotées</translation>
        </message>
        <message>
            <source>pick a die on the wheel first</source>
            <translation>choisissez d’abord un dé sur la roue</translation>
        </message>
        <message>
            <source>Keys: 1–3 or ←/→ pick a die · +/− value · C colour · I/D/K pay with influence, deniers, knowledge · Tab next target on the sheet · Enter use it · Esc put the die back</source>
            <extracomment>The keyboard shortcuts of the dice page (handled by DicePage), shown under the panel.</extracomment>
            <translation>Touches : 1–3 ou ←/→ choisir un dé · +/− valeur · C couleur · I/D/K payer en influence, deniers, savoir · Tab cible suivante sur la feuille · Entrée l’utiliser · Échap reposer le dé</translation>
        </message>
        <message>
            <source>Pay the “1 resource of your choice” with:</source>
            <translation>Payer la « 1 ressource au choix » avec :</translation>
        </message>
        <message>
            <source>Pay the die’s “1 resource of your choice” with {amount}</source>
            <translation>Payer la « 1 ressource au choix » du dé avec {amount}</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Spend influence to lower the die (1 per step)</source>
            <translation>Dépenser de l’influence pour baisser le dé (1 par cran)</translation>
        </message>
        <message>
            <source>Spend influence to raise the die (1 per step; no wrapping past 6)</source>
            <translation>Dépenser de l’influence pour monter le dé (1 par cran, sans repasser de 6 à 1)</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Couleur</translation>
        </message>
        <message>
            <source>Gain</source>
            <translation>Gagner</translation>
        </message>
        <message>
            <source>Prestige</source>
            <translation>Prestige</translation>
        </message>
        <message>
            <source>Work</source>
            <translation>Travail</translation>
        </message>
        <message>
            <source>Put the die back</source>
            <translation>Reposer le dé</translation>
        </message>
        <message>
            <source>Choose another die (nothing has been paid yet)</source>
            <translation>Choisir un autre dé (rien n’a encore été payé)</translation>
        </message>
        <message>
            <source>Not possible: {reason}.</source>
            <extracomment>A button standing where another choice stood an instant ago ignores the mouse for a moment.</extracomment>
            <translation>Impossible : {reason}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>{player}: no die you can afford</source>
            <translation>{player} : aucun dé à votre portée</translation>
        </message>
        <message>
            <source>Gain 1 of each resource</source>
            <translation>Gagner 1 de chaque ressource</translation>
        </message>
        <message>
            <source>{player}: choose what pays the die</source>
            <translation>{player} : choisissez ce qui paie le dé</translation>
        </message>
        <message>
            <source>{player}: use the die on your sheet</source>
            <translation>{player} : utilisez le dé sur votre feuille</translation>
        </message>
        <message>
            <source>{player}: pick a die on the wheel</source>
            <translation>{player} : choisissez un dé sur la roue</translation>
        </message>
        <message>
            <source>Click a die (or drag it onto your sheet). Nothing is paid until you use it on a building or a resource track.</source>
            <translation>Cliquez sur un dé (ou faites-le glisser sur votre feuille). Rien n’est payé tant que vous ne l’utilisez pas sur un bâtiment ou une piste de ressource.</translation>
        </message>
        <message>
            <source>{player}: use your die</source>
            <translation>{player} : utilisez votre dé</translation>
        </message>
        <message>
            <source>Town crier: number the columns</source>
            <translation>Crieur public : numérotez les colonnes</translation>
        </message>
        <message>
            <source>The die shows {value} for the leftmost column. Should the numbers increase or decrease to the right?</source>
            <translation>Le dé donne {value} pour la colonne de gauche. Les nombres doivent-ils croître ou décroître vers la droite ?</translation>
        </message>
        <message>
            <source>Increasing: {numbers}</source>
            <translation>Croissant : {numbers}</translation>
        </message>
        <message>
            <source>Decreasing: {numbers}</source>
            <translation>Décroissant : {numbers}</translation>
        </message>
        <message>
            <source>Value of column {number} (from the left):</source>
            <translation>Valeur de la colonne {number} (en partant de la gauche) :</translation>
        </message>
        <message>
            <source>{die} costs {cost}</source>
            <translation>{die} coûte {cost}</translation>
        </message>
        <message>
            <source>No die is free and you cannot pay for any: {dice}. Instead of an action you gain 1 influence, 1 denier and 1 knowledge.</source>
            <translation>Aucun dé n’est gratuit et vous ne pouvez en payer aucun : {dice}. Au lieu d’une action, vous gagnez 1 influence, 1 denier et 1 savoir.</translation>
        </message>
        <message>
            <source>{player}: a citizen for a full track</source>
            <translation>{player} : un habitant pour une piste pleine</translation>
        </message>
        <message>
            <source>That citizen’s own track is full: circle it on another track.</source>
            <translation>La piste de cet habitant est pleine : entourez-le sur une autre piste.</translation>
        </message>
        <message>
            <source>{player}: the Banquet’s extra citizen</source>
            <translation>{player} : l’habitant supplémentaire du Banquet</translation>
        </message>
        <message>
            <source>The Fortress Banquet gives a yellow or a white citizen: which one?</source>
            <translation>Le Banquet Forteresse donne un habitant jaune ou blanc : lequel ?</translation>
        </message>
        <message>
            <source>{player}: a building for your 15th citizen</source>
            <translation>{player} : un bâtiment pour votre 15e habitant</translation>
        </message>
        <message>
            <source>{player}: a building for your column bonus</source>
            <translation>{player} : un bâtiment pour votre bonus de colonne</translation>
        </message>
        <message>
            <source>Choose where to draw the building: click a highlighted cell on your sheet or a button.</source>
            <translation>Choisissez où dessiner le bâtiment : cliquez sur une case en surbrillance de votre feuille ou sur un bouton.</translation>
        </message>
        <message>
            <source>{die} from plaza {rank}: free.</source>
            <translation>{die} de la place {rank} : ne coûte rien.</translation>
        </message>
        <message>
            <source>{die} from plaza {rank}: costs {cost} (paid).</source>
            <translation>{die} de la place {rank} : coûte {cost} (payé).</translation>
        </message>
        <message>
            <source>{die} from plaza {rank}: costs {cost}.</source>
            <translation>{die} de la place {rank} : coûte {cost}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Choose what pays the “1 resource of your choice”&lt;/b&gt; — the die then goes where you dropped it.</source>
            <translation>&lt;b&gt;Choisissez ce qui paie la « 1 ressource au choix »&lt;/b&gt; — le dé ira ensuite là où vous l’avez déposé.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Choose what pays the “1 resource of your choice”&lt;/b&gt;:</source>
            <translation>&lt;b&gt;Choisissez ce qui paie la « 1 ressource au choix »&lt;/b&gt; :</translation>
        </message>
        <message>
            <source>no change</source>
            <translation>sans changement</translation>
        </message>
        <message numerus="yes">
            <source>costs %n influence</source>
            <translation>
                <numerusform>coûte %n influence</numerusform>
                <numerusform>coûte %n influence</numerusform>
            </translation>
        </message>
        <message>
            <source>The die’s colour now</source>
            <translation>La couleur actuelle du dé</translation>
        </message>
        <message>
            <source>{amount} kn</source>
            <comment>knowledge, abbreviated on a small button</comment>
            <translation>{amount} sav.</translation>
        </message>
        <message numerus="yes">
            <source>Spend %n knowledge to make the die {colour}</source>
            <translation>
                <numerusform>Dépenser %n savoir pour rendre le dé {colour}</numerusform>
                <numerusform>Dépenser %n savoir pour rendre le dé {colour}</numerusform>
            </translation>
        </message>
        <message>
            <source>Gain {amount}</source>
            <translation>Gagner {amount}</translation>
        </message>
        <message>
            <source>a die of value 0 matches no column</source>
            <translation>un dé de valeur 0 ne correspond à aucune colonne</translation>
        </message>
        <message>
            <source>Use the die as planned: {use}</source>
            <translation>Utiliser le dé comme prévu : {use}</translation>
        </message>
        <message>
            <source>Use the die as planned: {building} in the column numbered {value}</source>
            <translation>Utiliser le dé comme prévu : {building} dans la colonne numérotée {value}</translation>
        </message>
    </context>
    <context>
        <name>DiceProfiles</name>
        <message>
            <source>Play 3 solo games</source>
            <extracomment>The achievements' wording on the Achievements screen (English; :func:`title` gives the current language's).</extracomment>
            <translation>Jouer 3 parties en solo</translation>
        </message>
        <message>
            <source>Play 3 multiplayer games</source>
            <translation>Jouer 3 parties à plusieurs</translation>
        </message>
        <message>
            <source>Play 3 games with Banquets and Raids</source>
            <translation>Jouer 3 parties avec Banquets et Raids</translation>
        </message>
        <message>
            <source>End a game with at least 45 VP</source>
            <translation>Terminer une partie avec au moins 45 PV</translation>
        </message>
        <message>
            <source>End a game with at least 55 VP</source>
            <translation>Terminer une partie avec au moins 55 PV</translation>
        </message>
        <message>
            <source>End a game with at least 65 VP</source>
            <translation>Terminer une partie avec au moins 65 PV</translation>
        </message>
        <message>
            <source>Win a multiplayer game with more than 60 VP</source>
            <translation>Gagner une partie à plusieurs avec plus de 60 PV</translation>
        </message>
        <message>
            <source>Gain 18 VP from a single character</source>
            <translation>Gagner 18 PV grâce à un seul personnage</translation>
        </message>
        <message>
            <source>End a game with at least 40 citizens</source>
            <translation>Terminer une partie avec au moins 40 habitants</translation>
        </message>
        <message>
            <source>Draw all the prestige buildings of one row</source>
            <translation>Dessiner tous les bâtiments de prestige d’une rangée</translation>
        </message>
        <message>
            <source>Draw all the work buildings of one row</source>
            <translation>Dessiner tous les bâtiments de travail d’une rangée</translation>
        </message>
        <message>
            <source>Circle all the resources of one track</source>
            <translation>Entourer toutes les ressources d’une piste</translation>
        </message>
        <message>
            <source>Circle all the citizens of one track</source>
            <translation>Entourer tous les habitants d’une piste</translation>
        </message>
        <message>
            <source>{count} of {needed}</source>
            <translation>{count} sur {needed}</translation>
        </message>
    </context>
    <context>
        <name>DiceRules</name>
        <message>
            <source>Played a solo game (3 needed)</source>
            <extracomment>Achievement ids, in the order of the rulebook's list, with their wording in English (shown with :func:`achievement_text`, in the current language).</extracomment>
            <translation>Partie en solo jouée (il en faut 3)</translation>
        </message>
        <message>
            <source>Played a multiplayer game (3 needed)</source>
            <translation>Partie à plusieurs jouée (il en faut 3)</translation>
        </message>
        <message>
            <source>Played a game with Banquets and Raids (3 needed)</source>
            <translation>Partie avec Banquets et Raids jouée (il en faut 3)</translation>
        </message>
        <message>
            <source>Ended a game with at least 45 VP</source>
            <translation>Partie terminée avec au moins 45 PV</translation>
        </message>
        <message>
            <source>Ended a game with at least 55 VP</source>
            <translation>Partie terminée avec au moins 55 PV</translation>
        </message>
        <message>
            <source>Ended a game with at least 65 VP</source>
            <translation>Partie terminée avec au moins 65 PV</translation>
        </message>
        <message>
            <source>Won a multiplayer game with more than 60 VP</source>
            <translation>Partie à plusieurs gagnée avec plus de 60 PV</translation>
        </message>
        <message>
            <source>Gained 18 VP from a single character</source>
            <translation>18 PV gagnés grâce à un seul personnage</translation>
        </message>
        <message>
            <source>Ended a game with at least 40 citizens</source>
            <translation>Partie terminée avec au moins 40 habitants</translation>
        </message>
        <message>
            <source>Drew all the prestige buildings of one row</source>
            <translation>Tous les bâtiments de prestige d’une rangée dessinés</translation>
        </message>
        <message>
            <source>Drew all the work buildings of one row</source>
            <translation>Tous les bâtiments de travail d’une rangée dessinés</translation>
        </message>
        <message>
            <source>Circled all the resources of one track</source>
            <translation>Toutes les ressources d’une piste entourées</translation>
        </message>
        <message>
            <source>Circled all the citizens of one track</source>
            <translation>Tous les habitants d’une piste entourés</translation>
        </message>
        <message>
            <source>Fortress</source>
            <extracomment>Building rows of a district: 0 = prestige building, 1 = work building. building id -&gt; its English name (show it with :func:`building_name`, in the current language).</extracomment>
            <translation>Forteresse</translation>
        </message>
        <message>
            <source>Great Hall</source>
            <translation>Halle</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Cathédrale</translation>
        </message>
        <message>
            <source>Count's Palace</source>
            <translation>Palais du comte</translation>
        </message>
        <message>
            <source>City Hall</source>
            <translation>Hôtel de ville</translation>
        </message>
        <message>
            <source>Bishopric</source>
            <translation>Évêché</translation>
        </message>
        <message>
            <source>unknown module {module}: Troyes Dice knows {known}</source>
            <extracomment>building id -&gt; (row, district) (row, district) -&gt; building id</extracomment>
            <translation>module inconnu {module} : Troyes Dice connaît {known}</translation>
        </message>
        <message>
            <source>constructing a prestige building takes nothing more: the die's colour chooses the building and its value the column</source>
            <translation>construire un bâtiment de prestige ne demande rien de plus : la couleur du dé choisit le bâtiment et sa valeur la colonne</translation>
        </message>
        <message>
            <source>constructing a work building takes nothing more: the die's colour chooses the building and its value the column</source>
            <translation>construire un bâtiment de travail ne demande rien de plus : la couleur du dé choisit le bâtiment et sa valeur la colonne</translation>
        </message>
        <message>
            <source>a die is chosen by its plaza rank (1 to 4) and, where that plaza asks, the resource paid</source>
            <extracomment>How many parts each kind of action has, and the plain-words refusal when it has another number (English: show it with ``translate("DiceRules", text)``).</extracomment>
            <translation>un dé se choisit par le rang de sa place (1 à 4) et, si cette place le demande, par la ressource payée</translation>
        </message>
        <message>
            <source>gaining one of each resource takes nothing more</source>
            <translation>gagner une ressource de chaque sorte ne demande rien de plus</translation>
        </message>
        <message>
            <source>a colour change names only the new colour</source>
            <translation>un changement de couleur ne nomme que la nouvelle couleur</translation>
        </message>
        <message>
            <source>a value change names only the new value</source>
            <translation>un changement de valeur ne nomme que la nouvelle valeur</translation>
        </message>
        <message>
            <source>gaining resources takes nothing more: the die's colour and value decide</source>
            <translation>gagner des ressources ne demande rien de plus : la couleur et la valeur du dé décident</translation>
        </message>
        <message>
            <source>the town crier names only the direction (increasing or decreasing)</source>
            <translation>le crieur public ne nomme que le sens (croissant ou décroissant)</translation>
        </message>
        <message>
            <source>the town crier names only the number of the next column</source>
            <translation>le crieur public ne nomme que le numéro de la colonne suivante</translation>
        </message>
        <message>
            <source>name only the track that takes the citizen</source>
            <translation>nommez seulement la piste qui reçoit l’habitant</translation>
        </message>
        <message>
            <source>name the building and its column</source>
            <translation>nommez le bâtiment et sa colonne</translation>
        </message>
        <message>
            <source>name only the colour of the citizen</source>
            <translation>nommez seulement la couleur de l’habitant</translation>
        </message>
        <message>
            <source>the town crier must choose whether the column numbers increase or decrease</source>
            <extracomment>What the deciding player is asked for, by decision kind (shown when another kind of action is tried).</extracomment>
            <translation>le crieur public doit choisir si les numéros des colonnes vont en croissant ou en décroissant</translation>
        </message>
        <message>
            <source>the town crier must choose the number of the next column</source>
            <translation>le crieur public doit choisir le numéro de la colonne suivante</translation>
        </message>
        <message>
            <source>the player must choose a die</source>
            <translation>le joueur doit choisir un dé</translation>
        </message>
        <message>
            <source>the player must adjust the chosen die or perform an action with it</source>
            <translation>le joueur doit modifier le dé choisi ou effectuer une action avec lui</translation>
        </message>
        <message>
            <source>the player must choose the track of a citizen whose own track is full</source>
            <translation>le joueur doit choisir la piste d’un habitant dont la piste est pleine</translation>
        </message>
        <message>
            <source>the player must choose the prestige building given by a citizen track</source>
            <translation>le joueur doit choisir le bâtiment de prestige offert par une piste d’habitants</translation>
        </message>
        <message>
            <source>the player must choose the work building given by a column bonus</source>
            <translation>le joueur doit choisir le bâtiment de travail offert par un bonus de colonne</translation>
        </message>
        <message>
            <source>the player must choose the yellow or white citizen of the Banquet</source>
            <translation>le joueur doit choisir l’habitant jaune ou blanc du Banquet</translation>
        </message>
        <message numerus="yes">
            <source>you cannot pay %n influence (you have {have})</source>
            <translation>
                <numerusform>vous ne pouvez pas payer %n influence (vous en avez {have})</numerusform>
                <numerusform>vous ne pouvez pas payer %n influence (vous en avez {have})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>you cannot pay %n deniers (you have {have})</source>
            <translation>
                <numerusform>vous ne pouvez pas payer %n denier (vous en avez {have})</numerusform>
                <numerusform>vous ne pouvez pas payer %n deniers (vous en avez {have})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>you cannot pay %n knowledge (you have {have})</source>
            <translation>
                <numerusform>vous ne pouvez pas payer %n savoir (vous en avez {have})</numerusform>
                <numerusform>vous ne pouvez pas payer %n savoir (vous en avez {have})</numerusform>
            </translation>
        </message>
        <message>
            <source>the {building} in column {column} is already built</source>
            <translation>la case {building} de la colonne {column} est déjà construite</translation>
        </message>
        <message>
            <source>the {building} in column {column} is already crossed</source>
            <translation>la case {building} de la colonne {column} est déjà rayée</translation>
        </message>
        <message>
            <source>the {building} in column {column} cannot be constructed now</source>
            <translation>la case {building} de la colonne {column} ne peut pas être construite maintenant</translation>
        </message>
        <message>
            <source>the {building} in column {column} cannot be constructed now (already built, crossed out or not offered)</source>
            <translation>la case {building} de la colonne {column} ne peut pas être construite maintenant (déjà construite, rayée ou non proposée)</translation>
        </message>
        <message>
            <source>the {building} cannot be constructed now (already built, crossed out or not offered)</source>
            <translation>la case {building} ne peut pas être construite maintenant (déjà construite, rayée ou non proposée)</translation>
        </message>
        <message>
            <source>that building cannot be constructed now</source>
            <translation>ce bâtiment ne peut pas être construit maintenant</translation>
        </message>
        <message>
            <source>the red track is full or not offered</source>
            <translation>la piste rouge est pleine ou non proposée</translation>
        </message>
        <message>
            <source>the yellow track is full or not offered</source>
            <translation>la piste jaune est pleine ou non proposée</translation>
        </message>
        <message>
            <source>the white track is full or not offered</source>
            <translation>la piste blanche est pleine ou non proposée</translation>
        </message>
        <message>
            <source>that track is full or not offered</source>
            <translation>cette piste est pleine ou non proposée</translation>
        </message>
        <message>
            <source>a red citizen is not offered</source>
            <translation>aucun habitant rouge n’est proposé</translation>
        </message>
        <message>
            <source>a yellow citizen is not offered</source>
            <translation>aucun habitant jaune n’est proposé</translation>
        </message>
        <message>
            <source>a white citizen is not offered</source>
            <translation>aucun habitant blanc n’est proposé</translation>
        </message>
        <message>
            <source>that citizen is not offered</source>
            <translation>cet habitant n’est pas proposé</translation>
        </message>
        <message>
            <source>Troyes Dice is played by 1 to 10 players, not {players}</source>
            <extracomment>Names the app and the tests import from here (they live in the rule modules above).</extracomment>
            <translation>Troyes Dice se joue de 1 à 10 joueurs, pas {players}</translation>
        </message>
        <message>
            <source>unknown numbering {numbering} (one of {modes})</source>
            <translation>numérotation inconnue {numbering} (au choix : {modes})</translation>
        </message>
        <message>
            <source>the game is over</source>
            <extracomment>Events of the setup (the first roll included when no numbering decision is needed).</extracomment>
            <translation>la partie est terminée</translation>
        </message>
        <message>
            <source>you can afford a die, so you must choose one</source>
            <translation>vous pouvez payer un dé : vous devez donc en choisir un</translation>
        </message>
        <message>
            <source>choose a die by its plaza rank, 1 to 4</source>
            <translation>choisissez un dé par le rang de sa place, de 1 à 4</translation>
        </message>
        <message>
            <source>the black die can never be chosen</source>
            <translation>le dé noir ne peut jamais être choisi</translation>
        </message>
        <message>
            <source>that plaza has been destroyed</source>
            <translation>cette place a été détruite</translation>
        </message>
        <message>
            <source>this plaza costs 1 resource of your choice: say which one</source>
            <translation>cette place coûte 1 ressource de votre choix : indiquez laquelle</translation>
        </message>
        <message>
            <source>this plaza does not ask for a resource of your choice</source>
            <translation>cette place ne demande pas de ressource de votre choix</translation>
        </message>
        <message>
            <source>the die on plaza {rank} cannot be chosen</source>
            <translation>le dé de la place {rank} ne peut pas être choisi</translation>
        </message>
        <message>
            <source>the colour of this die has already been changed</source>
            <translation>la couleur de ce dé a déjà été changée</translation>
        </message>
        <message>
            <source>the Raid beside this plaza forbids changing the colour of its die</source>
            <translation>le Raid à côté de cette place interdit de changer la couleur de son dé</translation>
        </message>
        <message>
            <source>choose red, yellow or white</source>
            <translation>choisissez rouge, jaune ou blanc</translation>
        </message>
        <message>
            <source>the die is already that colour</source>
            <translation>le dé est déjà de cette couleur</translation>
        </message>
        <message>
            <source>changing the colour costs {cost} knowledge (you have {have})</source>
            <translation>changer la couleur coûte {cost} savoir (vous en avez {have})</translation>
        </message>
        <message>
            <source>the value of this die has already been changed</source>
            <translation>la valeur de ce dé a déjà été changée</translation>
        </message>
        <message>
            <source>the Raid beside this plaza forbids changing the value of its die</source>
            <translation>le Raid à côté de cette place interdit de changer la valeur de son dé</translation>
        </message>
        <message>
            <source>a die value goes from 1 to 6 (it does not wrap around)</source>
            <translation>la valeur d’un dé va de 1 à 6 (on ne passe pas de 6 à 1)</translation>
        </message>
        <message>
            <source>the die already shows that value</source>
            <translation>le dé montre déjà cette valeur</translation>
        </message>
        <message>
            <source>that change costs {cost} influence (you have {have})</source>
            <translation>ce changement coûte {cost} influence (vous en avez {have})</translation>
        </message>
        <message>
            <source>a die of value 0 matches no column</source>
            <translation>un dé de valeur 0 ne correspond à aucune colonne</translation>
        </message>
        <message>
            <source>the Raid beside this plaza forbids constructing a prestige building with its die</source>
            <translation>le Raid à côté de cette place interdit de construire un bâtiment de prestige avec son dé</translation>
        </message>
        <message>
            <source>{value} is already used or not a die value</source>
            <translation>{value} est déjà pris ou n’est pas une valeur de dé</translation>
        </message>
        <message>
            <source>choose increasing or decreasing</source>
            <translation>choisissez croissant ou décroissant</translation>
        </message>
        <message>
            <source>'{kind}' is not possible now: {expected}</source>
            <translation>« {kind} » n’est pas possible maintenant : {expected}</translation>
        </message>
        <message>
            <source>it is player {deciding}'s decision, not player {other}'s</source>
            <translation>c’est au joueur {deciding} de décider, pas au joueur {other}</translation>
        </message>
        <message>
            <source>the game's setup must be a set of named values</source>
            <extracomment>Every key a setup may hold. Who fills each sheet: a person, or a computer player of that level (``seats``, optional). Seeds are 64-bit numbers (the dialog draws them below 2**30).</extracomment>
            <translation>la configuration de la partie doit être un ensemble de valeurs nommées</translation>
        </message>
        <message>
            <source>the game's setup holds something unknown ('{key}')</source>
            <translation>la configuration de la partie contient quelque chose d’inconnu (« {key} »)</translation>
        </message>
        <message>
            <source>the numbering must be one of {modes}</source>
            <translation>la numérotation doit être l’une des suivantes : {modes}</translation>
        </message>
        <message>
            <source>the simultaneous choice must be on or off</source>
            <translation>le choix simultané doit être activé ou non</translation>
        </message>
        <message>
            <source>the seats must be one per player, each one of {kinds}</source>
            <translation>il faut une place par joueur, chacune parmi : {kinds}</translation>
        </message>
        <message>
            <source>not a Troyes Desktop save</source>
            <extracomment>Every field a save may hold, and more actions than the longest game takes (10 players: about 2,500).</extracomment>
            <translation>ce n’est pas une sauvegarde de Troyes Desktop</translation>
        </message>
        <message>
            <source>this save is for the game '{game}', not Troyes Dice</source>
            <translation>cette sauvegarde est celle du jeu « {game} », pas de Troyes Dice</translation>
        </message>
        <message>
            <source>this save is for an unknown kind of game, not Troyes Dice</source>
            <translation>cette sauvegarde est celle d’un jeu inconnu, pas de Troyes Dice</translation>
        </message>
        <message>
            <source>unknown save version (a newer Troyes Desktop, or a damaged file)</source>
            <translation>version de sauvegarde inconnue (un Troyes Desktop plus récent, ou un fichier endommagé)</translation>
        </message>
        <message>
            <source>the save holds an unknown field ('{field}')</source>
            <translation>la sauvegarde contient un champ inconnu (« {field} »)</translation>
        </message>
        <message>
            <source>the save has no setup or no action list</source>
            <translation>la sauvegarde n’a pas de configuration ou pas de liste de coups</translation>
        </message>
        <message>
            <source>the save holds {count} actions, more than any game has</source>
            <translation>la sauvegarde contient {count} coups, plus qu’aucune partie n’en compte</translation>
        </message>
        <message>
            <source>invalid setup in the save: {reason}</source>
            <translation>configuration invalide dans la sauvegarde : {reason}</translation>
        </message>
        <message>
            <source>invalid setup in the save</source>
            <translation>configuration invalide dans la sauvegarde</translation>
        </message>
        <message>
            <source>not one of the moves possible then</source>
            <translation>ce n’était pas l’un des coups possibles à ce moment-là</translation>
        </message>
        <message>
            <source>action {number} of the save cannot be replayed: {reason}</source>
            <translation>le coup {number} de la sauvegarde ne peut pas être rejoué : {reason}</translation>
        </message>
        <message>
            <source>action {number} of the save cannot be replayed</source>
            <translation>le coup {number} de la sauvegarde ne peut pas être rejoué</translation>
        </message>
    </context>
    <context>
        <name>DiceSheet</name>
        <message>
            <source>{score} VP so far</source>
            <translation>{score} PV pour l’instant</translation>
        </message>
        <message>
            <source>Final score {score} VP</source>
            <translation>Score final {score} PV</translation>
        </message>
        <message>
            <source>{count} to spend</source>
            <translation>{count} à dépenser</translation>
        </message>
        <message>
            <source>Cathedral scoring</source>
            <translation>Décompte des Cathédrales</translation>
        </message>
        <message>
            <source>{score} VP</source>
            <translation>{score} PV</translation>
        </message>
        <message>
            <source>Cathedrals + resources {cathedrals}  ·  citizens {citizens}</source>
            <translation>Cathédrales + ressources {cathedrals}  ·  habitants {citizens}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>Influence track: gain influence with a red die (a citizen on spaces 6, 12 and 18).</source>
            <translation>Piste d’influence : gagnez de l’influence avec un dé rouge (un habitant sur les cases 6, 12 et 18).</translation>
        </message>
        <message>
            <source>Deniers track: gain deniers with a yellow die (a citizen on spaces 6, 12 and 18).</source>
            <translation>Piste des deniers : gagnez des deniers avec un dé jaune (un habitant sur les cases 6, 12 et 18).</translation>
        </message>
        <message>
            <source>Knowledge track: gain knowledge with a white die (a citizen on spaces 6, 12 and 18).</source>
            <translation>Piste du savoir : gagnez du savoir avec un dé blanc (un habitant sur les cases 6, 12 et 18).</translation>
        </message>
        <message>
            <source>{building}: the columns are not numbered yet.</source>
            <translation>{building} : les colonnes ne sont pas encore numérotées.</translation>
        </message>
        <message>
            <source>{building}, column of the {value}: needs a {colour} die of value {value}.</source>
            <translation>{building}, colonne du {value} : il faut un dé {colour} de valeur {value}.</translation>
        </message>
        <message>
            <source>Fortress</source>
            <translation>Forteresse</translation>
        </message>
        <message>
            <source>Great Hall</source>
            <translation>Halle</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Cathédrale</translation>
        </message>
        <message>
            <source>Count's Palace</source>
            <translation>Palais du comte</translation>
        </message>
        <message>
            <source>City Hall</source>
            <translation>Hôtel de ville</translation>
        </message>
        <message>
            <source>Bishopric</source>
            <translation>Évêché</translation>
        </message>
        <message>
            <source>the Fortress</source>
            <translation>la Forteresse</translation>
        </message>
        <message>
            <source>the Great Hall</source>
            <translation>la Halle</translation>
        </message>
        <message>
            <source>the Cathedral</source>
            <translation>la Cathédrale</translation>
        </message>
        <message>
            <source>the Count's Palace</source>
            <translation>le Palais du comte</translation>
        </message>
        <message>
            <source>the City Hall</source>
            <translation>l’Hôtel de ville</translation>
        </message>
        <message>
            <source>the Bishopric</source>
            <translation>l’Évêché</translation>
        </message>
        <message>
            <source>Fortresses</source>
            <extracomment>What a Cathedral of the column scores (the sheet's final column and the end dialog).</extracomment>
            <translation>Forteresses</translation>
        </message>
        <message>
            <source>Count's Palaces</source>
            <translation>Palais du comte</translation>
        </message>
        <message>
            <source>Great Halls</source>
            <translation>Halles</translation>
        </message>
        <message>
            <source>City Halls</source>
            <translation>Hôtels de ville</translation>
        </message>
        <message>
            <source>Cathedrals</source>
            <translation>Cathédrales</translation>
        </message>
        <message>
            <source>Bishoprics</source>
            <translation>Évêchés</translation>
        </message>
        <message>
            <source>influence</source>
            <translation>influence</translation>
        </message>
        <message>
            <source>deniers</source>
            <translation>deniers</translation>
        </message>
        <message>
            <source>knowledge</source>
            <translation>savoir</translation>
        </message>
        <message>
            <source>Noble</source>
            <translation>Noble</translation>
        </message>
        <message>
            <source>Civil</source>
            <translation>Civil</translation>
        </message>
        <message>
            <source>Religious</source>
            <translation>Religieux</translation>
        </message>
        <message numerus="yes">
            <source>%n influence</source>
            <translation>
                <numerusform>%n influence</numerusform>
                <numerusform>%n influence</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n denier(s)</source>
            <translation>
                <numerusform>%n denier</numerusform>
                <numerusform>%n deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n knowledge</source>
            <translation>
                <numerusform>%n savoir</numerusform>
                <numerusform>%n savoir</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n resource(s) of your choice</source>
            <translation>
                <numerusform>%n ressource au choix</numerusform>
                <numerusform>%n ressources au choix</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>a die's cost</comment>
            <translation>rien</translation>
        </message>
        <message numerus="yes">
            <source>%n knight(s)</source>
            <translation>
                <numerusform>%n chevalier</numerusform>
                <numerusform>%n chevaliers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n artisan(s)</source>
            <translation>
                <numerusform>%n artisan</numerusform>
                <numerusform>%n artisans</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n priest(s)</source>
            <translation>
                <numerusform>%n prêtre</numerusform>
                <numerusform>%n prêtres</numerusform>
            </translation>
        </message>
        <message>
            <source>knight</source>
            <extracomment>A citizen of each colour: alone, as a group, with its article.</extracomment>
            <translation>chevalier</translation>
        </message>
        <message>
            <source>artisan</source>
            <translation>artisan</translation>
        </message>
        <message>
            <source>priest</source>
            <translation>prêtre</translation>
        </message>
        <message>
            <source>knights</source>
            <translation>chevaliers</translation>
        </message>
        <message>
            <source>artisans</source>
            <translation>artisans</translation>
        </message>
        <message>
            <source>priests</source>
            <translation>prêtres</translation>
        </message>
        <message>
            <source>a knight</source>
            <translation>un chevalier</translation>
        </message>
        <message>
            <source>an artisan</source>
            <translation>un artisan</translation>
        </message>
        <message>
            <source>a priest</source>
            <translation>un prêtre</translation>
        </message>
        <message>
            <source>black</source>
            <comment>a die</comment>
            <translation>noir</translation>
        </message>
        <message>
            <source>the {colour} {value}</source>
            <translation>le {value} {colour}</translation>
        </message>
    </context>
    <context>
        <name>DiceWheel</name>
        <message>
            <source>free</source>
            <comment>a plaza's cost, painted on the wheel</comment>
            <translation>gratuit</translation>
        </message>
        <message>
            <source>1 any</source>
            <comment>a plaza's cost: 1 resource of your choice, painted on the wheel</comment>
            <translation>1 au choix</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Partie finie</translation>
        </message>
        <message>
            <source>Day {day}</source>
            <translation>Jour {day}</translation>
        </message>
        <message>
            <source>morning</source>
            <translation>matin</translation>
        </message>
        <message>
            <source>afternoon</source>
            <translation>après-midi</translation>
        </message>
        <message>
            <source>The black die ({value}) destroyed this plaza: it can never be chosen.</source>
            <translation>Le dé noir ({value}) a détruit cette place : elle ne peut jamais être choisie.</translation>
        </message>
        <message>
            <source>The Shelter Raid turned this die into a black die: it cannot be chosen.</source>
            <translation>Le Raid Refuge a changé ce dé en dé noir : il ne peut pas être choisi.</translation>
        </message>
        <message>
            <source>{die}: free. Click to pick it, or drag it to your sheet.</source>
            <translation>{die} : ne coûte rien. Cliquez pour le choisir, ou faites-le glisser sur votre feuille.</translation>
        </message>
        <message>
            <source>{die}: costs {cost}. Click to pick it, or drag it to your sheet.</source>
            <translation>{die} : coûte {cost}. Cliquez pour le choisir, ou faites-le glisser sur votre feuille.</translation>
        </message>
        <message>
            <source>{tile} — Banquet: {effect}</source>
            <translation>{tile} — Banquet : {effect}</translation>
        </message>
        <message>
            <source>{tile} — Raid: {effect}</source>
            <translation>{tile} — Raid : {effect}</translation>
        </message>
        <message>
            <source>Value</source>
            <extracomment>The Banquet / Raid tiles by id (painted beside the wheel, named in the chronicle).</extracomment>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Couleur</translation>
        </message>
        <message>
            <source>Price</source>
            <translation>Prix</translation>
        </message>
        <message>
            <source>Fortress</source>
            <translation>Forteresse</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Cathédrale</translation>
        </message>
        <message>
            <source>Great Hall</source>
            <translation>Halle</translation>
        </message>
        <message>
            <source>Work</source>
            <translation>Travail</translation>
        </message>
        <message>
            <source>Shelter</source>
            <translation>Refuge</translation>
        </message>
    </context>
    <context>
        <name>Files</name>
        <message>
            <source>true/false is not a move: give the whole number or the word the game asks for</source>
            <translation>vrai/faux n’est pas un coup : donnez le nombre entier ou le mot que le jeu demande</translation>
        </message>
        <message>
            <source>a decimal number is not a move: give a whole number</source>
            <translation>un nombre décimal n’est pas un coup : donnez un nombre entier</translation>
        </message>
        <message>
            <source>a move is made of words and whole numbers only</source>
            <translation>un coup n’est fait que de mots et de nombres entiers</translation>
        </message>
        <message>
            <source>that is not a move of this game</source>
            <translation>ce n’est pas un coup de ce jeu</translation>
        </message>
        <message>
            <source>'{kind}': {reason}</source>
            <translation>« {kind} » : {reason}</translation>
        </message>
        <message>
            <source>file</source>
            <extracomment>Largest file read at all (bytes). Real saves are under 100 KB; a few MB leaves a wide margin. Deepest nesting of arrays and objects accepted (saves need 4: save / setup / options / list). Most arrays and objects in one file (a long game's save holds a few thousand): bounds the memory. Longest integer accepted, in digits (seeds are 64-bit numbers: 20 digits). Longest player name: the new-game dialogs of both games cap their name fields at this length. What the callers call the files they read, and the values the schema checks name (``what``): the callers pass these English words, shown through :func:`noun` in the current language.</extracomment>
            <translation>fichier</translation>
        </message>
        <message>
            <source>save file</source>
            <translation>fichier de sauvegarde</translation>
        </message>
        <message>
            <source>settings file</source>
            <translation>fichier de paramètres</translation>
        </message>
        <message>
            <source>achievements file</source>
            <translation>fichier des succès</translation>
        </message>
        <message>
            <source>card corrections file</source>
            <translation>fichier de corrections des cartes</translation>
        </message>
        <message>
            <source>the number of players</source>
            <translation>le nombre de joueurs</translation>
        </message>
        <message>
            <source>the game's seed</source>
            <translation>la graine de la partie</translation>
        </message>
        <message>
            <source>the player names</source>
            <translation>la liste des noms des joueurs</translation>
        </message>
        <message>
            <source>the modules</source>
            <translation>la liste des modules</translation>
        </message>
        <message>
            <source>the player colours</source>
            <translation>la liste des couleurs des joueurs</translation>
        </message>
        <message>
            <source>a player name</source>
            <translation>un nom de joueur</translation>
        </message>
        <message>
            <source>{name}: no such file</source>
            <translation>{name} : fichier introuvable</translation>
        </message>
        <message>
            <source>{name}: cannot be read ({reason})</source>
            <translation>{name} : lecture impossible ({reason})</translation>
        </message>
        <message>
            <source>{name}: cannot be read (unknown reason)</source>
            <translation>{name} : lecture impossible (raison inconnue)</translation>
        </message>
        <message>
            <source>{name} is a folder, not a {what}</source>
            <translation>{name} est un dossier, pas un {what}</translation>
        </message>
        <message>
            <source>{name} is a pipe, not a {what}</source>
            <translation>{name} est un tube, pas un {what}</translation>
        </message>
        <message>
            <source>{name} is a device, not a {what}</source>
            <translation>{name} est un périphérique, pas un {what}</translation>
        </message>
        <message>
            <source>{name} is a socket, not a {what}</source>
            <translation>{name} est un socket réseau, pas un {what}</translation>
        </message>
        <message>
            <source>{name} is a special file, not a {what}</source>
            <translation>{name} est un fichier spécial, pas un {what}</translation>
        </message>
        <message>
            <source>{name} is too large to be a {what} (over {size} KB; real ones are a few kilobytes)</source>
            <translation>{name} est trop volumineux pour être un {what} (plus de {size} Ko ; un vrai ne pèse que quelques kilo-octets)</translation>
        </message>
        <message>
            <source>{name} is too large to be a {what} (over {size} MB; real ones are a few kilobytes)</source>
            <translation>{name} est trop volumineux pour être un {what} (plus de {size} Mo ; un vrai ne pèse que quelques kilo-octets)</translation>
        </message>
        <message>
            <source>it is not text</source>
            <translation>ce n’est pas du texte</translation>
        </message>
        <message>
            <source>it holds a number with more than {digits} digits</source>
            <translation>il contient un nombre de plus de {digits} chiffres</translation>
        </message>
        <message>
            <source>it holds a number that is far too long</source>
            <translation>il contient un nombre bien trop long</translation>
        </message>
        <message>
            <source>it holds a number too large to be real</source>
            <translation>il contient un nombre trop grand pour être vrai</translation>
        </message>
        <message>
            <source>it holds {word}, which is not a number</source>
            <translation>il contient {word}, qui n’est pas un nombre</translation>
        </message>
        <message>
            <source>it names the same field twice</source>
            <translation>il nomme deux fois le même champ</translation>
        </message>
        <message>
            <source>its data is nested {depth} levels deep</source>
            <translation>ses données sont imbriquées sur {depth} niveaux</translation>
        </message>
        <message>
            <source>it holds {count} lists and groups, far more than any real one</source>
            <translation>il contient {count} listes et groupes, bien plus qu’aucun vrai fichier</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>il est vide</translation>
        </message>
        <message>
            <source>broken JSON at line {line}</source>
            <translation>JSON invalide à la ligne {line}</translation>
        </message>
        <message>
            <source>its data cannot be read</source>
            <translation>ses données sont illisibles</translation>
        </message>
        <message>
            <source>it holds text that is not valid Unicode</source>
            <translation>il contient du texte qui n’est pas de l’Unicode valide</translation>
        </message>
        <message>
            <source>{name} is not a valid {what} ({detail})</source>
            <translation>{name} n’est pas un {what} valide ({detail})</translation>
        </message>
        <message>
            <source>{what} must be a whole number from {lo} to {hi}</source>
            <translation>{what} doit être un nombre entier de {lo} à {hi}</translation>
        </message>
        <message>
            <source>{what} must be some text</source>
            <translation>{what} doit être un texte</translation>
        </message>
        <message>
            <source>{what} is longer than {length} characters</source>
            <translation>{what} dépasse {length} caractères</translation>
        </message>
        <message>
            <source>{what} holds characters that are not printable text</source>
            <translation>{what} contient des caractères qui ne sont pas du texte imprimable</translation>
        </message>
        <message numerus="yes">
            <source>{what} must be a list of %n names</source>
            <translation>
                <numerusform>{what} doit être une liste de %n nom</numerusform>
                <numerusform>{what} doit être une liste de %n noms</numerusform>
            </translation>
        </message>
        <message>
            <source>the name of player {number}</source>
            <translation>le nom du joueur {number}</translation>
        </message>
        <message>
            <source>{what} must be a list</source>
            <translation>{what} doit être une liste</translation>
        </message>
        <message>
            <source>{what} name something unknown: {value} (known: {known})</source>
            <translation>{what} nomme quelque chose d’inconnu : {value} (connus : {known})</translation>
        </message>
        <message>
            <source>{what} name the same one twice</source>
            <translation>{what} nomme deux fois le même élément</translation>
        </message>
        <message>
            <source>action {number} is damaged: it must be a JSON array starting with its kind</source>
            <extracomment>Longest action (number of slots) and longest text in one slot of a saved action.</extracomment>
            <translation>le coup {number} est endommagé : ce doit être un tableau JSON commençant par son type</translation>
        </message>
        <message>
            <source>action {number} holds something no action has: {value}</source>
            <translation>le coup {number} contient quelque chose qu’aucun coup ne contient : {value}</translation>
        </message>
        <message>
            <source>Your {what} was damaged ({reason}): it was kept as {kept} and a fresh one starts now.</source>
            <translation>Votre {what} était endommagé ({reason}) : il a été conservé sous le nom {kept} et un nouveau le remplace dès maintenant.</translation>
        </message>
        <message>
            <source>Your {what} was damaged ({reason}): a fresh one starts now.</source>
            <translation>Votre {what} était endommagé ({reason}) : un nouveau le remplace dès maintenant.</translation>
        </message>
        <message>
            <source>a saved action must be a JSON array of words and numbers</source>
            <translation>un coup enregistré doit être un tableau JSON de mots et de nombres</translation>
        </message>
        <message>
            <source>a saved action holds something no action has: {value}</source>
            <translation>un coup enregistré contient quelque chose qu’aucun coup ne contient : {value}</translation>
        </message>
        <message>
            <source>the save is damaged: its contents cannot be replayed</source>
            <translation>la sauvegarde est endommagée : son contenu ne peut pas être rejoué</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
        <message>
            <source>&amp;Rules reference</source>
            <translation>&amp;Règles du jeu</translation>
        </message>
        <message>
            <source>Open the rules reference on what the mouse points at (F1 or ?)</source>
            <translation>Ouvrir les règles à la page de ce que montre la souris (F1 ou ?)</translation>
        </message>
        <message>
            <source>Guided first game of &amp;Troyes</source>
            <translation>Première partie guidée de &amp;Troyes</translation>
        </message>
        <message>
            <source>Guided first day of Troyes &amp;Dice</source>
            <translation>Premier jour guidé de Troyes &amp;Dice</translation>
        </message>
        <message>
            <source>Open the &amp;log folder</source>
            <translation>Ouvrir le dossier du &amp;journal</translation>
        </message>
        <message>
            <source>Open the folder of the application's log files, to join them to a bug report</source>
            <translation>Ouvrir le dossier des fichiers journaux de l’application, à joindre à un signalement de bogue</translation>
        </message>
        <message>
            <source>Learn to play…</source>
            <translation>Apprendre à jouer…</translation>
        </message>
        <message>
            <source>The rules reference and the guided first games</source>
            <translation>Les règles du jeu et les premières parties guidées</translation>
        </message>
    </context>
    <context>
        <name>HelpWindow</name>
        <message>
            <source>Troyes Desktop — Rules reference</source>
            <translation>Troyes Desktop — Règles du jeu</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Sommaire</translation>
        </message>
        <message>
            <source>Type to filter the index…</source>
            <translation>Tapez un mot pour filtrer l’index…</translation>
        </message>
        <message>
            <source>Index</source>
            <translation>Index</translation>
        </message>
        <message>
            <source>Search the rules (e.g. black dice)</source>
            <translation>Chercher dans les règles (par ex. dés noirs)</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Recherche</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ Retour</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Nothing found: try another word (e.g. a card's name).</source>
            <translation>Rien trouvé : essayez un autre mot (par ex. le nom d’une carte).</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Troyes saves (*.troyes.json);;JSON files (*.json);;All files (*)</source>
            <translation>Parties de Troyes (*.troyes.json);;Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Slow</source>
            <extracomment>The animation speeds' words (the settings keep the English keys).</extracomment>
            <translation>Lente</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instantanée</translation>
        </message>
        <message>
            <source>{place}: {what}</source>
            <translation>{place} : {what}</translation>
        </message>
        <message>
            <source>The city</source>
            <translation>La ville</translation>
        </message>
        <message>
            <source>Activity cards</source>
            <translation>Cartes Activité</translation>
        </message>
        <message>
            <source>no tradesman</source>
            <translation>aucun homme de métier</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Évènements</translation>
        </message>
        <message numerus="yes">
            <source>{event}: {cubes} of %n banner(s)</source>
            <translation>
                <numerusform>{event} : {cubes} sur %n étendard</numerusform>
                <numerusform>{event} : {cubes} sur %n étendards</numerusform>
            </translation>
        </message>
        <message>
            <source>Town square</source>
            <translation>Place de la ville</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Cathédrale</translation>
        </message>
        <message numerus="yes">
            <source>%n of 18 spaces taken</source>
            <translation>
                <numerusform>%n case occupée sur 18</numerusform>
                <numerusform>%n cases occupées sur 18</numerusform>
            </translation>
        </message>
        <message>
            <source>Welcome to Troyes.</source>
            <extracomment>The game in play (a model of any mode) and the question asked before it is left.</extracomment>
            <translation>Bienvenue à Troyes.</translation>
        </message>
        <message>
            <source>A table rule chosen when the game was started</source>
            <translation>Une règle de table choisie au début de la partie</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nouvelle partie…</translation>
        </message>
        <message>
            <source>&amp;Continue the last game</source>
            <translation>&amp;Continuer la dernière partie</translation>
        </message>
        <message>
            <source>&amp;Load…</source>
            <translation>&amp;Ouvrir…</translation>
        </message>
        <message>
            <source>What each decision of a saved game cost against the Hard player, and what was luck</source>
            <translation>Ce que chaque décision d’une partie enregistrée a coûté face à l’ordinateur Difficile, et ce qui fut de la chance</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <source>Save the game to its file (Save As the first time)</source>
            <translation>Enregistrer la partie dans son fichier (Enregistrer sous la première fois)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <source>&amp;Recent games</source>
            <translation>Parties &amp;récentes</translation>
        </message>
        <message>
            <source>Final &amp;scoring</source>
            <translation>&amp;Décompte final</translation>
        </message>
        <message>
            <source>Re&amp;play this game so far…</source>
            <translation>Revoir cette partie &amp;jusqu’ici…</translation>
        </message>
        <message>
            <source>New game of Troyes &amp;Dice…</source>
            <translation>Nouvelle partie de &amp;Troyes Dice…</translation>
        </message>
        <message>
            <source>Troyes Dice &amp;achievements…</source>
            <translation>S&amp;uccès de Troyes Dice…</translation>
        </message>
        <message>
            <source>Se&amp;ttings…</source>
            <translation>Para&amp;mètres…</translation>
        </message>
        <message>
            <source>Back to the &amp;start screen</source>
            <translation>Retour à l’écran d’&amp;accueil</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <source>Re&amp;view a saved game…</source>
            <translation>Anal&amp;yser une partie enregistrée…</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler le coup</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir le coup</translation>
        </message>
        <message>
            <source>&amp;Hint: what would the Hard player do?</source>
            <translation>&amp;Conseil : que jouerait l’ordinateur Difficile ?</translation>
        </message>
        <message>
            <source>The Hard computer player thinks about your move and shows it on the board</source>
            <translation>L’ordinateur Difficile réfléchit à votre coup et vous le montre sur le plateau</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Zoom &amp;avant</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <source>&amp;Fit the board</source>
            <translation>A&amp;juster le plateau</translation>
        </message>
        <message>
            <source>Show the &amp;chronicle</source>
            <translation>Afficher la &amp;chronique</translation>
        </message>
        <message>
            <source>Show or hide the chronicle column (F9)</source>
            <translation>Afficher ou masquer la colonne de la chronique (F9)</translation>
        </message>
        <message>
            <source>Hide the &amp;chronicle</source>
            <translation>Masquer la &amp;chronique</translation>
        </message>
        <message>
            <source>☰ Chronicle</source>
            <translation>☰ Chronique</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>&amp;Vitesse des animations</translation>
        </message>
        <message>
            <source>Cannot start the game</source>
            <translation>Impossible de commencer la partie</translation>
        </message>
        <message>
            <source>Card corrections not used</source>
            <translation>Corrections des cartes non utilisées</translation>
        </message>
        <message>
            <source>the game in play</source>
            <translation>la partie en cours</translation>
        </message>
        <message>
            <source>This game cannot be replayed: {reason}.</source>
            <translation>Cette partie ne peut pas être revue : {reason}.</translation>
        </message>
        <message>
            <source>Not possible: {reason}</source>
            <translation>Impossible : {reason}</translation>
        </message>
        <message>
            <source>{players} against le Roy</source>
            <translation>{players} contre le Roy</translation>
        </message>
        <message>
            <source>VP open</source>
            <translation>PV visibles</translation>
        </message>
        <message>
            <source>VP hidden</source>
            <translation>PV cachés</translation>
        </message>
        <message>
            <source>All victory points shown</source>
            <translation>Tous les points de victoire visibles</translation>
        </message>
        <message>
            <source>Own victory points only</source>
            <translation>Ses propres points de victoire seulement</translation>
        </message>
        <message>
            <source>Table rule chosen when the game was started: every player's victory points are shown.</source>
            <translation>Règle de table choisie au début de la partie : les points de victoire de chaque joueur sont visibles.</translation>
        </message>
        <message>
            <source>Table rule chosen when the game was started: each player sees only their own victory points.</source>
            <translation>Règle de table choisie au début de la partie : chaque joueur ne voit que ses propres points de victoire.</translation>
        </message>
        <message>
            <source>{player}'s view.</source>
            <translation>Vue de {player}.</translation>
        </message>
        <message>
            <source>{player}'s turn.</source>
            <translation>À {player} de jouer.</translation>
        </message>
        <message>
            <source>No hint now: it is not a person's decision.</source>
            <translation>Pas de conseil maintenant : ce n’est pas à une personne de décider.</translation>
        </message>
        <message>
            <source>The Hard player is thinking about your move…</source>
            <translation>L’ordinateur Difficile réfléchit à votre coup…</translation>
        </message>
        <message>
            <source>The animation speed applies until Troyes Desktop is closed (the settings file cannot be written).</source>
            <translation>La vitesse des animations s’applique jusqu’à la fermeture de Troyes Desktop (le fichier des paramètres ne peut pas être écrit).</translation>
        </message>
        <message>
            <source>Animation speed: {speed}.</source>
            <translation>Vitesse des animations : {speed}.</translation>
        </message>
        <message>
            <source>Settings not saved</source>
            <translation>Paramètres non enregistrés</translation>
        </message>
        <message>
            <source>Settings saved.</source>
            <translation>Paramètres enregistrés.</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>The new language applies when Troyes Desktop starts again.</source>
            <translation>La nouvelle langue s’appliquera au prochain démarrage de Troyes Desktop.</translation>
        </message>
        <message>
            <source>Start again now? The game in play is kept: Continue resumes it.</source>
            <translation>Redémarrer maintenant ? La partie en cours est conservée : Continuer la reprend.</translation>
        </message>
        <message>
            <source>Start again now</source>
            <translation>Redémarrer maintenant</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Plus tard</translation>
        </message>
        <message>
            <source>Could not start again</source>
            <translation>Redémarrage impossible</translation>
        </message>
        <message>
            <source>Troyes Desktop could not start again by itself. Close it and open it again: the new language will apply.</source>
            <translation>Troyes Desktop n’a pas pu redémarrer de lui-même. Fermez-le puis rouvrez-le : la nouvelle langue s’appliquera.</translation>
        </message>
        <message>
            <source>Settings reset</source>
            <translation>Paramètres réinitialisés</translation>
        </message>
        <message>
            <source>Some settings were ignored</source>
            <translation>Certains paramètres ont été ignorés</translation>
        </message>
        <message>
            <source>Take back your last step</source>
            <translation>Reprendre votre dernière étape</translation>
        </message>
        <message>
            <source>No game in progress.</source>
            <translation>Aucune partie en cours.</translation>
        </message>
        <message>
            <source>Undo unavailable: {reason}</source>
            <translation>Annulation impossible : {reason}</translation>
        </message>
        <message>
            <source>No unfinished game.</source>
            <translation>Aucune partie en cours.</translation>
        </message>
        <message>
            <source>Step taken back.</source>
            <translation>Étape annulée.</translation>
        </message>
        <message>
            <source>Step played again.</source>
            <translation>Étape rejouée.</translation>
        </message>
        <message>
            <source>Leave the game?</source>
            <extracomment>The question asked before leaving a game, by what the player is doing (whole sentences).</extracomment>
            <translation>Quitter la partie ?</translation>
        </message>
        <message>
            <source>Leave this game to continue another one?</source>
            <translation>Quitter cette partie pour en continuer une autre ?</translation>
        </message>
        <message>
            <source>Leave this game to load another one?</source>
            <translation>Quitter cette partie pour en ouvrir une autre ?</translation>
        </message>
        <message>
            <source>Leave this game to start a new one?</source>
            <translation>Quitter cette partie pour en commencer une nouvelle ?</translation>
        </message>
        <message>
            <source>Leave this game for the start screen?</source>
            <translation>Quitter cette partie pour l’écran d’accueil ?</translation>
        </message>
        <message>
            <source>Leave this game and quit?</source>
            <translation>Quitter cette partie et fermer Troyes Desktop ?</translation>
        </message>
        <message>
            <source>Nothing to continue</source>
            <translation>Rien à continuer</translation>
        </message>
        <message>
            <source>There is no unfinished game: start a new one.</source>
            <translation>Il n’y a aucune partie en cours : commencez-en une nouvelle.</translation>
        </message>
        <message>
            <source>Cannot continue the game</source>
            <translation>Impossible de continuer la partie</translation>
        </message>
        <message>
            <source>This game's automatic save cannot be read: {reason}.</source>
            <translation>La sauvegarde automatique de cette partie ne peut pas être lue : {reason}.</translation>
        </message>
        <message>
            <source>This game's automatic save is damaged.</source>
            <translation>La sauvegarde automatique de cette partie est endommagée.</translation>
        </message>
        <message>
            <source>The game continues where it stopped.</source>
            <translation>La partie reprend là où elle s’était arrêtée.</translation>
        </message>
        <message>
            <source>Load a saved game</source>
            <translation>Ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <source>Cannot load the game</source>
            <translation>Impossible d’ouvrir la partie</translation>
        </message>
        <message>
            <source>The file {name} no longer exists.</source>
            <translation>Le fichier {name} n’existe plus.</translation>
        </message>
        <message>
            <source>{name} is a folder, not a saved game.</source>
            <translation>{name} est un dossier, pas une partie enregistrée.</translation>
        </message>
        <message>
            <source>{name} cannot be loaded: {reason}</source>
            <translation>{name} ne peut pas être ouvert : {reason}</translation>
        </message>
        <message>
            <source>{reason}.

The current game is unchanged.</source>
            <translation>{reason}.

La partie en cours n’a pas changé.</translation>
        </message>
        <message>
            <source>Loaded {name}.</source>
            <translation>{name} ouvert.</translation>
        </message>
        <message>
            <source>game</source>
            <translation>partie</translation>
        </message>
        <message>
            <source>Save the game as</source>
            <translation>Enregistrer la partie sous</translation>
        </message>
        <message>
            <source>Cannot save the game</source>
            <translation>Impossible d’enregistrer la partie</translation>
        </message>
        <message>
            <source>Saved to {name}.</source>
            <translation>Enregistrée dans {name}.</translation>
        </message>
        <message>
            <source>Your moves since it was saved to {name} are not in that file.</source>
            <translation>Vos coups depuis son enregistrement dans {name} ne sont pas dans ce fichier.</translation>
        </message>
        <message>
            <source>It is not in a file of yours.</source>
            <translation>Elle n’est dans aucun de vos fichiers.</translation>
        </message>
        <message>
            <source>It stays among the unfinished games: Continue on the start screen resumes it where it stopped.</source>
            <translation>Elle reste parmi les parties en cours : « Continuer » sur l’écran d’accueil la reprend là où elle s’est arrêtée.</translation>
        </message>
        <message>
            <source>It cannot be kept among the unfinished games: its automatic save fails. Save it in a file of yours, or it is lost.</source>
            <translation>Elle ne peut pas rester parmi les parties en cours : sa sauvegarde automatique échoue. Enregistrez-la dans un de vos fichiers, sinon elle sera perdue.</translation>
        </message>
        <message>
            <source>This game is not saved automatically (a demonstration): save it in a file of yours to keep it.</source>
            <translation>Cette partie n’a pas de sauvegarde automatique (c’est une démonstration) : enregistrez-la dans un de vos fichiers pour la garder.</translation>
        </message>
        <message>
            <source>Keep it among the unfinished games</source>
            <translation>La garder parmi les parties en cours</translation>
        </message>
        <message>
            <source>Save to {name}</source>
            <translation>Enregistrer dans {name}</translation>
        </message>
        <message>
            <source>Save As…</source>
            <translation>Enregistrer sous…</translation>
        </message>
        <message>
            <source>Leave it unsaved…</source>
            <translation>Quitter sans l’enregistrer…</translation>
        </message>
        <message>
            <source>The game is kept among the unfinished games.</source>
            <translation>La partie est gardée parmi les parties en cours.</translation>
        </message>
        <message>
            <source>Lose this game?</source>
            <translation>Perdre cette partie ?</translation>
        </message>
        <message>
            <source>Leave it unsaved</source>
            <translation>Quitter sans l’enregistrer</translation>
        </message>
        <message>
            <source>Back to the game</source>
            <translation>Revenir à la partie</translation>
        </message>
        <message>
            <source>Remove this game?</source>
            <translation>Retirer cette partie ?</translation>
        </message>
        <message>
            <source>Remove “{game}”?</source>
            <translation>Retirer « {game} » ?</translation>
        </message>
        <message>
            <source>The game is deleted from the unfinished games. Undo on the start screen brings it back until Troyes Desktop is closed.</source>
            <translation>La partie est supprimée des parties en cours. « Annuler », sur l’écran d’accueil, la fait revenir tant que Troyes Desktop reste ouvert.</translation>
        </message>
        <message>
            <source>Remove it</source>
            <translation>La retirer</translation>
        </message>
        <message>
            <source>Cannot remove the game</source>
            <translation>Impossible de retirer la partie</translation>
        </message>
        <message>
            <source>Removing the game</source>
            <translation>Le retrait de la partie</translation>
        </message>
        <message>
            <source>The removed game cannot be put back: the games folder refuses the change.</source>
            <translation>La partie retirée ne peut pas revenir : le dossier des parties refuse la modification.</translation>
        </message>
        <message>
            <source>Keep it</source>
            <translation>La garder</translation>
        </message>
        <message>
            <source>Cannot bring the game back</source>
            <translation>Impossible de faire revenir la partie</translation>
        </message>
        <message>
            <source>The game is back among the unfinished games.</source>
            <translation>La partie est de retour parmi les parties en cours.</translation>
        </message>
        <message>
            <source>Not saved: use Save As…</source>
            <translation>Non enregistrée : utilisez « Enregistrer sous… »</translation>
        </message>
        <message>
            <source>The game cannot be written to its automatic save. Click to save it in a file of yours.</source>
            <translation>La partie ne peut pas être écrite dans sa sauvegarde automatique. Cliquez pour l’enregistrer dans un de vos fichiers.</translation>
        </message>
        <message>
            <source>Saved to {name} after every move</source>
            <translation>Enregistrée dans {name} après chaque coup</translation>
        </message>
        <message>
            <source>The automatic save fails: every move is written to {file} instead.</source>
            <translation>La sauvegarde automatique échoue : chaque coup est écrit dans {file} à la place.</translation>
        </message>
        <message>
            <source>The game is not being saved</source>
            <translation>La partie n’est pas enregistrée</translation>
        </message>
        <message>
            <source>Leave “{game}” without saving it? It cannot be continued afterwards.</source>
            <translation>Quitter « {game} » sans l’enregistrer ? Elle ne pourra plus être continuée.</translation>
        </message>
        <message>
            <source>Save elsewhere…</source>
            <translation>Enregistrer ailleurs…</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Continuer à jouer</translation>
        </message>
        <message>
            <source>No recent games</source>
            <translation>Aucune partie récente</translation>
        </message>
        <message>
            <source>it is not a saved game (its text cannot be read)</source>
            <translation>ce n’est pas une partie enregistrée (son texte ne peut pas être lu)</translation>
        </message>
        <message>
            <source>you may not read this file</source>
            <translation>vous n’avez pas le droit de lire ce fichier</translation>
        </message>
        <message>
            <source>the file cannot be read</source>
            <translation>le fichier ne peut pas être lu</translation>
        </message>
        <message>
            <source>Troyes Desktop is already open: here it is.</source>
            <translation>Troyes Desktop est déjà ouvert : le voici.</translation>
        </message>
        <message>
            <source>{name} is the game already open here.</source>
            <translation>{name} est la partie déjà ouverte ici.</translation>
        </message>
    </context>
    <context>
        <name>Model</name>
        <message>
            <source>January</source>
            <extracomment>Save-file endings of each mode (the mode's key is the first part of the name). Autosaves of earlier versions, one per mode, moved into the games folder on first use. The months, as :meth:`Entry.when` names them (in the current language, whatever the system's locale).</extracomment>
            <translation>janvier</translation>
        </message>
        <message>
            <source>February</source>
            <translation>février</translation>
        </message>
        <message>
            <source>March</source>
            <translation>mars</translation>
        </message>
        <message>
            <source>April</source>
            <translation>avril</translation>
        </message>
        <message>
            <source>May</source>
            <translation>mai</translation>
        </message>
        <message>
            <source>June</source>
            <translation>juin</translation>
        </message>
        <message>
            <source>July</source>
            <translation>juillet</translation>
        </message>
        <message>
            <source>August</source>
            <translation>août</translation>
        </message>
        <message>
            <source>September</source>
            <translation>septembre</translation>
        </message>
        <message>
            <source>October</source>
            <translation>octobre</translation>
        </message>
        <message>
            <source>November</source>
            <translation>novembre</translation>
        </message>
        <message>
            <source>December</source>
            <translation>décembre</translation>
        </message>
        <message>
            <source>continues from the file you saved: {name}</source>
            <translation>reprend depuis le fichier enregistré : {name}</translation>
        </message>
        <message>
            <source>today at {time}</source>
            <translation>aujourd’hui à {time}</translation>
        </message>
        <message>
            <source>yesterday at {time}</source>
            <translation>hier à {time}</translation>
        </message>
        <message>
            <source>1 {month}</source>
            <translation>1er {month}</translation>
        </message>
        <message>
            <source>{day} {month}</source>
            <translation>{day} {month}</translation>
        </message>
        <message>
            <source>1 {month} {year}</source>
            <translation>1er {month} {year}</translation>
        </message>
        <message>
            <source>{day} {month} {year}</source>
            <translation>{day} {month} {year}</translation>
        </message>
        <message>
            <source>this folder does not allow writing ({folder})</source>
            <extracomment>Whether this run already did the start-up work of :func:`unfinished` (finished games, stray files). A temporary file of an atomic write untouched for this long (seconds) was left by an interrupted one.</extracomment>
            <translation>ce dossier n’autorise pas l’écriture ({folder})</translation>
        </message>
        <message>
            <source>the disk holding {folder} is read-only</source>
            <translation>le disque qui contient {folder} est en lecture seule</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>your disk quota is used up</source>
            <translation>votre quota de disque est épuisé</translation>
        </message>
        <message>
            <source>the folder {folder} does not exist any more</source>
            <translation>le dossier {folder} n’existe plus</translation>
        </message>
        <message>
            <source>{folder} is not a folder</source>
            <translation>{folder} n’est pas un dossier</translation>
        </message>
        <message>
            <source>a folder of that name is in the way</source>
            <translation>un dossier du même nom occupe la place</translation>
        </message>
        <message>
            <source>the file name is too long</source>
            <translation>le nom du fichier est trop long</translation>
        </message>
        <message>
            <source>the computer refused to write the file</source>
            <translation>l’ordinateur a refusé d’écrire le fichier</translation>
        </message>
        <message>
            <source>{what} failed: {reason}.

The game itself is safe and still in play. Choose “Save elsewhere…” to keep it in another folder.</source>
            <translation>{what} a échoué : {reason}.

La partie elle-même est intacte et continue. Choisissez « Enregistrer ailleurs… » pour la conserver dans un autre dossier.</translation>
        </message>
        <message>
            <source>the earlier steps were made before this game was opened.</source>
            <translation>les coups précédents ont été joués avant l’ouverture de cette partie.</translation>
        </message>
        <message>
            <source>nothing to take back yet.</source>
            <translation>rien à annuler pour l’instant.</translation>
        </message>
        <message>
            <source>the game is over and its final scores stand.</source>
            <translation>la partie est terminée et ses scores finaux sont acquis.</translation>
        </message>
        <message>
            <source>{player} is a computer player: wait for its move</source>
            <extracomment>After every change of the game: an action applied, a decision taken back or played again. After ``changed``, when the pending decision (who decides, and what) is not the one before. Before ``changed``, with the engine's event records of the actions just applied (the chronicle, the animations); never for an undo. An action (or an undo) was refused: the reason in plain words; nothing changed. Once, after the ``changed`` of the action that ended the game. After every change, and when the undo floor moves (:meth:`seal_undo`): ask ``can_undo`` again. A save or an automatic save failed: the plain-words text to show the player. The game was saved to its file, or changed after that (``dirty`` flipped). Store every game that ends here in the history (troyes_desktop.store); a replay turns it off. The history holds this finished game (stored by this model or before): its automatic save may go. While a computer seat decides, people have no legal action and ``apply`` refuses theirs (its moves come through ``apply_computer``). Troyes Dice's model lets any seat's action through ``apply``. The key of this model's mode in :data:`troyes_desktop.model.kinds.KINDS` (each mode's model sets it). This game's own automatic save (chosen at the first autosave when None). The file the player saved the game to or opened it from (None: only autosaved). The last automatic save failed (cleared by the next one that succeeds). Every move is written to ``file_path`` too (the player saved the game elsewhere while its automatic save failed), and whether that write failed last time. The player chose "Keep playing" after a failed save: no more warnings in a box for this game (the status bar keeps saying it is not saved). Why nothing before the floor can be taken back: a function wording it in the current language. The decisions applied since the model was made (those under the undo floor are let go). The decision applied last (a ``Step``; None before the first one of this session). The computer seats (seat -&gt; level), read from the game's setup. Lines for the chronicle said before an action (the computer players' reasons): history index -&gt; (seat, text).</extracomment>
            <translation>{player} est un joueur ordinateur : attendez son coup</translation>
        </message>
        <message>
            <source>player {number}</source>
            <translation>joueur {number}</translation>
        </message>
        <message>
            <source>the next player</source>
            <translation>le joueur suivant</translation>
        </message>
        <message>
            <source>a card was revealed since.</source>
            <translation>une carte a été révélée depuis.</translation>
        </message>
        <message>
            <source>dice were rolled since.</source>
            <translation>des dés ont été lancés depuis.</translation>
        </message>
        <message>
            <source>the decision passed from {before} to {now}.</source>
            <translation>c’est maintenant à {now} de décider, et non plus à {before}.</translation>
        </message>
        <message>
            <source>that step cannot be taken back.</source>
            <translation>ce coup ne peut pas être annulé.</translation>
        </message>
        <message>
            <source>Saving the game to {file}</source>
            <translation>L’enregistrement de la partie dans {file}</translation>
        </message>
        <message>
            <source>The automatic save</source>
            <translation>L’enregistrement automatique</translation>
        </message>
    </context>
    <context>
        <name>Modes</name>
        <message>
            <source>{name} (easy computer)</source>
            <translation>{name} (ordinateur facile)</translation>
        </message>
        <message>
            <source>{name} (normal computer)</source>
            <translation>{name} (ordinateur normal)</translation>
        </message>
        <message>
            <source>{name} (hard computer)</source>
            <translation>{name} (ordinateur difficile)</translation>
        </message>
        <message>
            <source>Troyes</source>
            <translation>Troyes</translation>
        </message>
        <message>
            <source>{players} against le Roy</source>
            <translation>{players} contre le Roy</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>terminée</translation>
        </message>
        <message>
            <source>setting up</source>
            <translation>mise en place</translation>
        </message>
        <message>
            <source>round {round} of {rounds}</source>
            <translation>tour {round} sur {rounds}</translation>
        </message>
        <message>
            <source>Troyes Dice</source>
            <translation>Troyes Dice</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n joueur</numerusform>
                <numerusform>%n joueurs</numerusform>
            </translation>
        </message>
        <message>
            <source>day {day} of 8</source>
            <translation>jour {day} sur 8</translation>
        </message>
        <message>
            <source>{game}: {players} — {progress}</source>
            <extracomment>The kinds of game, by key (also the ``game`` field of their save files).</extracomment>
            <translation>{game} : {players} — {progress}</translation>
        </message>
    </context>
    <context>
        <name>NewGame</name>
        <message>
            <source>New characters</source>
            <extracomment>The Ladies of Troyes modules, variants and promo cards: id -&gt; (label, one line of what it changes) (marked for the catalogue; shown through ``translate("NewGame", ...)``).</extracomment>
            <translation>Nouveaux personnages</translation>
        </message>
        <message>
            <source>The three Ladies (citizens of one colour) join the 6 base characters.</source>
            <translation>Les trois Dames (habitantes d’une couleur) rejoignent les 6 personnages de base.</translation>
        </message>
        <message>
            <source>Revealed character (variant)</source>
            <translation>Personnage révélé (variante)</translation>
        </message>
        <message>
            <source>One more character, not dealt, is shown to everyone and scored for every player.</source>
            <translation>Un personnage de plus, non distribué, est montré à tous et compte pour chaque joueur.</translation>
        </message>
        <message>
            <source>New activity cards</source>
            <translation>Nouvelles cartes Activité</translation>
        </message>
        <message>
            <source>27 new cards: mixed and end-of-game cards, Master Builder's 4th cathedral floor.</source>
            <translation>27 nouvelles cartes : cartes mixtes et de fin de partie, 4e niveau de Cathédrale du Maître d’œuvre.</translation>
        </message>
        <message>
            <source>New event cards</source>
            <translation>Nouvelles cartes Évènement</translation>
        </message>
        <message>
            <source>6 new events: Wolves, Chief Outlaw, Uprising, Monk, Harsh Winter, Possession.</source>
            <translation>6 nouveaux évènements : Loups, Chef des brigands, Soulèvement, Moine, Hiver rigoureux, Possession.</translation>
        </message>
        <message>
            <source>Head of the family</source>
            <translation>Chef de famille</translation>
        </message>
        <message>
            <source>Everyone rolls a purple die each round; its colour is chosen when used; nobody can buy it.</source>
            <translation>Chacun lance un dé violet à chaque tour ; sa couleur est choisie quand il sert ; personne ne peut l’acheter.</translation>
        </message>
        <message>
            <source>Ramparts and outdoor activities</source>
            <translation>Remparts et activités extérieures</translation>
        </message>
        <message>
            <source>Action 7: a die moves your guard on the ramparts and puts cubes on 4 outdoor tiles.</source>
            <translation>Action 7 : un dé fait avancer votre garde sur les remparts et pose des cubes sur 4 tuiles d’activité extérieure.</translation>
        </message>
        <message>
            <source>Tournament (variant)</source>
            <translation>Tournoi (variante)</translation>
        </message>
        <message>
            <source>Before the last round the start player passes right; the last round runs counterclockwise.</source>
            <translation>Avant le dernier tour, le premier joueur passe à droite ; le dernier tour se joue dans le sens inverse des aiguilles d’une montre.</translation>
        </message>
        <message>
            <source>Promo cards</source>
            <translation>Cartes promotionnelles</translation>
        </message>
        <message>
            <source>Baker, Banquet and Prior join the activity cards; Resistance joins the events.</source>
            <translation>Boulanger, Banquet et Prieur rejoignent les cartes Activité ; Résistance rejoint les évènements.</translation>
        </message>
        <message>
            <source>Shuffled with the base cards</source>
            <extracomment>Engine option values for the new cards: shuffled with the base cards, or the new cards alone.</extracomment>
            <translation>Mélangées aux cartes de base</translation>
        </message>
        <message>
            <source>The new cards alone</source>
            <translation>Les nouvelles cartes seules</translation>
        </message>
        <message>
            <source>Each slot draws from the base and the new cards of its colour and level.</source>
            <translation>Chaque emplacement pioche parmi les cartes de base et les nouvelles cartes de sa couleur et de son niveau.</translation>
        </message>
        <message>
            <source>Only the new activity cards are drawn (and the promos if chosen).</source>
            <translation>Seules les nouvelles cartes Activité sont piochées (et les cartes promotionnelles si elles sont choisies).</translation>
        </message>
        <message>
            <source>The new events are shuffled into the base decks.</source>
            <translation>Les nouveaux évènements sont mélangés aux paquets de base.</translation>
        </message>
        <message>
            <source>White and yellow decks hold only the new cards; red is completed with base cards.</source>
            <translation>Les paquets blanc et jaune ne contiennent que les nouvelles cartes ; le rouge est complété avec des cartes de base.</translation>
        </message>
        <message>
            <source>(needs the new activity cards)</source>
            <extracomment>What a mix row says while its module is not chosen.</extracomment>
            <translation>(demande les nouvelles cartes Activité)</translation>
        </message>
        <message>
            <source>(needs the new event cards)</source>
            <translation>(demande les nouvelles cartes Évènement)</translation>
        </message>
        <message>
            <source>Person</source>
            <extracomment>Who plays a seat: a person or a computer player of one level.</extracomment>
            <translation>Humain</translation>
        </message>
        <message>
            <source>Computer: Easy</source>
            <translation>Ordinateur : Facile</translation>
        </message>
        <message>
            <source>Computer: Normal</source>
            <translation>Ordinateur : Normal</translation>
        </message>
        <message>
            <source>Computer: Hard</source>
            <translation>Ordinateur : Difficile</translation>
        </message>
        <message>
            <source>Played by a person at this computer (the board is hidden between two people).</source>
            <translation>Jouée par une personne devant cet ordinateur (le plateau est caché entre deux personnes).</translation>
        </message>
        <message>
            <source>Plays sensible, unambitious moves: a first game against it is winnable.</source>
            <translation>Joue des coups sensés, sans ambition : une première partie contre lui se gagne.</translation>
        </message>
        <message>
            <source>Weighs whole turns: dice, targets, its characters and the events' threats.</source>
            <translation>Pèse des tours entiers : les dés, les cibles, ses personnages et les menaces des évènements.</translation>
        </message>
        <message>
            <source>Thinks about a second per move, trying its best moves against what may happen.</source>
            <translation>Réfléchit environ une seconde par coup, en essayant ses meilleurs coups contre ce qui peut arriver.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>A new game of Troyes</source>
            <translation>Une nouvelle partie de Troyes</translation>
        </message>
        <message>
            <source>Players at this computer (2 to 4)</source>
            <translation>Joueurs devant cet ordinateur (2 à 4)</translation>
        </message>
        <message>
            <source>Solo against le Roy</source>
            <translation>Solo contre le Roy</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Nombre de joueurs :</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Place {number}</translation>
        </message>
        <message>
            <source>Who plays this seat: a person, or a computer player and its level</source>
            <translation>Qui joue à cette place : une personne, ou un ordinateur et son niveau</translation>
        </message>
        <message>
            <source>Start player:</source>
            <translation>Premier joueur :</translation>
        </message>
        <message>
            <source>Table rule: everyone sees every player's victory points</source>
            <translation>Règle de table : chacun voit les points de victoire de tous</translation>
        </message>
        <message>
            <source>Off: each player sees only their own victory points until the end, as the rulebook's hidden scores.</source>
            <translation>Décochée : chaque joueur ne voit que ses propres points de victoire jusqu’à la fin, comme les scores cachés de la règle.</translation>
        </message>
        <message>
            <source>The Ladies of Troyes and the promo cards</source>
            <translation>Les Dames de Troyes et les cartes promotionnelles</translation>
        </message>
        <message>
            <source>Rules engine in progress: this module comes in a later version.</source>
            <translation>Règles en cours d’écriture : ce module viendra dans une version ultérieure.</translation>
        </message>
        <message>
            <source>{line} — rules engine in progress</source>
            <translation>{line} — règles en cours d’écriture</translation>
        </message>
        <message>
            <source>New activity cards:</source>
            <translation>Nouvelles cartes Activité :</translation>
        </message>
        <message>
            <source>New event cards:</source>
            <translation>Nouvelles cartes Évènement :</translation>
        </message>
        <message>
            <source>Bonus cards (promos)</source>
            <translation>Cartes bonus (promos)</translation>
        </message>
        <message>
            <source>The solo game is played with the base game, and with the bonus cards if you tick them (the Banquet as printed for le Roy); the modules of The Ladies of Troyes are for 2 to 4 players. Le Roy takes the neutral citizens, dice and cubes and plays his own turns.</source>
            <translation>La partie solo se joue avec le jeu de base, et avec les cartes bonus si vous les cochez (le Banquet tel que la règle l’imprime pour le Roy) ; les modules des Dames de Troyes se jouent de 2 à 4 joueurs. Le Roy prend les habitants, les dés et les cubes neutres et joue ses propres tours.</translation>
        </message>
        <message>
            <source>Start the game</source>
            <translation>Commencer la partie</translation>
        </message>
        <message>
            <source>the number of players</source>
            <translation>le nombre de joueurs</translation>
        </message>
        <message>
            <source>the players' names</source>
            <translation>les noms des joueurs</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Chosen at random</source>
            <translation>Tiré au sort</translation>
        </message>
        <message>
            <source>Orange</source>
            <extracomment>The player colours offered in the new-game dialog: key -&gt; (label, hex); the label is shown through ``translate("NewGame", label)``. The same values as the board's palette (troyes_desktop/troyes_ui/scene/palette.py), seat order by default.</extracomment>
            <translation>Orange</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Vert</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Violet</translation>
        </message>
        <message>
            <source>an Easy player</source>
            <extracomment>The level below, as many of them as sit with one player of the level above.</extracomment>
            <translation>un joueur de niveau Facile</translation>
        </message>
        <message>
            <source>two Easy players</source>
            <translation>deux joueurs de niveau Facile</translation>
        </message>
        <message>
            <source>three Easy players</source>
            <translation>trois joueurs de niveau Facile</translation>
        </message>
        <message>
            <source>a Normal player</source>
            <translation>un joueur de niveau Normal</translation>
        </message>
        <message>
            <source>two Normal players</source>
            <translation>deux joueurs de niveau Normal</translation>
        </message>
        <message>
            <source>three Normal players</source>
            <translation>trois joueurs de niveau Normal</translation>
        </message>
        <message>
            <source>{level}: about {score} VP; a first game against it is winnable.</source>
            <translation>{level} : environ {score} PV ; on peut le battre dès sa première partie.</translation>
        </message>
        <message>
            <source>{level}: about {score} VP; wins {percent} % of games against {below}.</source>
            <translation>{level} : environ {score} PV ; gagne {percent} % des parties contre {below}.</translation>
        </message>
    </context>
    <context>
        <name>OutdoorFaces</name>
        <message>
            <source>Town crier</source>
            <extracomment>Red diamond, white circle, yellow sun, purple crown (the head of the family). The Ladies of Troyes outdoor tile faces: a short title and one line of our own words (board and prompts). Show them with :func:`outdoor_title` / :func:`outdoor_line` (or ``translate("OutdoorFaces", text)``).</extracomment>
            <translation>Crieur public</translation>
        </message>
        <message>
            <source>+4 influence when you place a citizen in a building</source>
            <translation>+4 points d’influence quand vous placez un habitant dans un bâtiment</translation>
        </message>
        <message>
            <source>Harvest</source>
            <translation>Moisson</translation>
        </message>
        <message>
            <source>+5 deniers when you work the fields</source>
            <translation>+5 deniers quand vous exploitez l’Agriculture</translation>
        </message>
        <message>
            <source>Market</source>
            <translation>Marché</translation>
        </message>
        <message>
            <source>+4 influence when an opponent buys your dice</source>
            <translation>+4 points d’influence quand un adversaire achète vos dés</translation>
        </message>
        <message>
            <source>Guild dues</source>
            <translation>Droits de guilde</translation>
        </message>
        <message>
            <source>+4 deniers when an opponent activates a card with your tradesman</source>
            <translation>+4 deniers quand un adversaire active une carte où se trouve votre homme de métier</translation>
        </message>
        <message>
            <source>Red recruit</source>
            <translation>Recrue rouge</translation>
        </message>
        <message>
            <source>before an action: roll a red die into your district</source>
            <translation>avant une action : lancez un dé rouge dans votre quartier</translation>
        </message>
        <message>
            <source>Yellow recruit</source>
            <translation>Recrue jaune</translation>
        </message>
        <message>
            <source>before an action: roll a yellow die into your district</source>
            <translation>avant une action : lancez un dé jaune dans votre quartier</translation>
        </message>
        <message>
            <source>White recruit</source>
            <translation>Recrue blanche</translation>
        </message>
        <message>
            <source>before an action: roll a white die into your district</source>
            <translation>avant une action : lancez un dé blanc dans votre quartier</translation>
        </message>
        <message>
            <source>Family call</source>
            <translation>Appel de la famille</translation>
        </message>
        <message>
            <source>before an action, pay 2 deniers: roll your purple die again</source>
            <translation>avant une action, payez 2 deniers : relancez votre dé violet</translation>
        </message>
        <message>
            <source>Barter</source>
            <translation>Troc</translation>
        </message>
        <message>
            <source>before an action: swap one die with each opponent or the neutral district, at most 3 swaps (values kept)</source>
            <translation>avant une action : échangez un dé avec chaque adversaire ou le quartier gris, 3 échanges au plus (les valeurs sont conservées)</translation>
        </message>
        <message>
            <source>Haggling</source>
            <translation>Marchandage</translation>
        </message>
        <message>
            <source>turn over an opponent's die you are buying (not a neutral die), then use it at once</source>
            <translation>retournez le dé d’un adversaire que vous achetez (pas un dé neutre), puis utilisez-le aussitôt</translation>
        </message>
        <message>
            <source>Storehouse</source>
            <translation>Entrepôt</translation>
        </message>
        <message>
            <source>after a delayed or mixed card: move a cube onto such a card</source>
            <translation>après une carte à usage différé ou mixte : déplacez un cube sur une telle carte</translation>
        </message>
        <message>
            <source>Watchtower</source>
            <translation>Tour de guet</translation>
        </message>
        <message>
            <source>destroy the black die facing you (+1 influence) or avoid one event loss</source>
            <translation>détruisez le dé noir qui vous menace (+1 point d’influence) ou évitez une perte due à un évènement</translation>
        </message>
        <message>
            <source>Race to the gate</source>
            <translation>Course à la porte</translation>
        </message>
        <message>
            <source>top gate: 6 / 4 / 2 / 1 VP by order of arrival; no cubes</source>
            <translation>porte du haut : 6 / 4 / 2 / 1 PV par ordre d’arrivée ; pas de cubes</translation>
        </message>
        <message>
            <source>Gate feast</source>
            <translation>Fête à la porte</translation>
        </message>
        <message>
            <source>top gate: 3 VP for everyone; 1 VP per cube at the end</source>
            <translation>porte du haut : 3 PV pour chacun ; 1 PV par cube en fin de partie</translation>
        </message>
        <message>
            <source>Tourney field</source>
            <translation>Champ de tournoi</translation>
        </message>
        <message>
            <source>most cubes at the end: 9 / 6 / 3 VP</source>
            <translation>le plus de cubes en fin de partie : 9 / 6 / 3 PV</translation>
        </message>
        <message>
            <source>ask each time</source>
            <extracomment>A player's standing answer about an outdoor activity; show it with :func:`standing_word`.</extracomment>
            <translation>demander à chaque fois</translation>
        </message>
        <message>
            <source>always use</source>
            <translation>toujours utiliser</translation>
        </message>
        <message>
            <source>never use</source>
            <translation>ne jamais utiliser</translation>
        </message>
        <message>
            <source>the level {level} outdoor activity ({title})</source>
            <translation>l’activité extérieure de niveau {level} ({title})</translation>
        </message>
        <message>
            <source>the level {level} outdoor activity</source>
            <translation>l’activité extérieure de niveau {level}</translation>
        </message>
    </context>
    <context>
        <name>PhaseBanner</name>
        <message>
            <source>Initial placement</source>
            <extracomment>The banner's name of each phase of the engine (translated when shown).</extracomment>
            <translation>Placement initial</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Évènements</translation>
        </message>
        <message>
            <source>Events and black dice</source>
            <translation>Évènements et dés noirs</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>Actions</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Partie terminée</translation>
        </message>
        <message>
            <source>Setting up</source>
            <extracomment>The banner starts or stops saying that le Roy ends his turn (the prompt then says the same).</extracomment>
            <translation>Mise en place</translation>
        </message>
        <message>
            <source>After round {round} of {rounds}</source>
            <translation>Après le tour {round} sur {rounds}</translation>
        </message>
        <message>
            <source>Round {round} of {rounds}</source>
            <translation>Tour {round} sur {rounds}</translation>
        </message>
        <message>
            <source>♛ Start player: {player}</source>
            <translation>♛ Premier joueur : {player}</translation>
        </message>
        <message>
            <source>{player} decides</source>
            <translation>À {player} de décider</translation>
        </message>
        <message>
            <source>Le Roy ends his turn…</source>
            <translation>Le Roy finit de jouer…</translation>
        </message>
        <message>
            <source>↺ counterclockwise</source>
            <translation>↺ sens antihoraire</translation>
        </message>
        <message>
            <source>↻ clockwise</source>
            <translation>↻ sens horaire</translation>
        </message>
        <message>
            <source>Tournament variant: at the end of the next-to-last round the start player card passes to the right, and the last round (black dice and actions) is played counterclockwise. This is the last round.</source>
            <translation>Variante Tournoi : à la fin de l’avant-dernier tour, la carte Premier joueur passe à droite, et le dernier tour (dés noirs et actions) se joue dans le sens antihoraire. C’est le dernier tour.</translation>
        </message>
        <message>
            <source>Tournament variant: at the end of the next-to-last round the start player card passes to the right, and the last round (black dice and actions) is played counterclockwise.</source>
            <translation>Variante Tournoi : à la fin de l’avant-dernier tour, la carte Premier joueur passe à droite, et le dernier tour (dés noirs et actions) se joue dans le sens antihoraire.</translation>
        </message>
        <message>
            <source>Revealed: {character}</source>
            <translation>Révélé : {character}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{character}&lt;/b&gt;, the revealed character, is scored for every player at the end of the game: {text}</source>
            <translation>&lt;b&gt;{character}&lt;/b&gt;, le personnage révélé, est décompté pour chaque joueur à la fin de la partie : {text}</translation>
        </message>
    </context>
    <context>
        <name>PlayerPanel</name>
        <message>
            <source>Deniers</source>
            <extracomment>Outdoor faces whose use is offered as a decision (and so can have a standing answer). (key, caption, tooltip) of each figure; the texts are translated where they are shown.</extracomment>
            <translation>Deniers</translation>
        </message>
        <message>
            <source>Money: pays for dice of other districts, tradesmen and salaries.</source>
            <translation>Argent : paie les dés des autres quartiers, les hommes de métier et les salaires.</translation>
        </message>
        <message>
            <source>Influence</source>
            <translation>Influence</translation>
        </message>
        <message>
            <source>Influence points, 0 to {max}: reroll (1), turn dice over (4), hire (2).</source>
            <translation>Points d’influence, de 0 à {max} : relancer (1), retourner des dés (4), engager (2).</translation>
        </message>
        <message>
            <source>Supply</source>
            <translation>Réserve</translation>
        </message>
        <message>
            <source>Citizens in the personal supply, ready to be placed.</source>
            <translation>Habitants de la réserve personnelle, prêts à être placés.</translation>
        </message>
        <message>
            <source>Cubes</source>
            <translation>Cubes</translation>
        </message>
        <message>
            <source>Cubes in the personal supply (placed on the cathedral, events and cards).</source>
            <translation>Cubes de la réserve personnelle (placés sur la Cathédrale, les évènements et les cartes).</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Évènements</translation>
        </message>
        <message>
            <source>Event cards won by countering them.</source>
            <translation>Cartes Évènement gagnées en les contrant.</translation>
        </message>
        <message>
            <source>VP</source>
            <translation>PV</translation>
        </message>
        <message>
            <source>Victory points. Kept hidden from the other players during the game, as on the table.</source>
            <translation>Points de victoire. Cachés aux autres joueurs pendant la partie, comme à la table.</translation>
        </message>
        <message>
            <source>Den.</source>
            <comment>strip caption</comment>
            <translation>Den.</translation>
        </message>
        <message>
            <source>Infl.</source>
            <comment>strip caption</comment>
            <translation>Infl.</translation>
        </message>
        <message>
            <source>Supply</source>
            <comment>strip caption</comment>
            <translation>Réserve</translation>
        </message>
        <message>
            <source>Cubes</source>
            <comment>strip caption</comment>
            <translation>Cubes</translation>
        </message>
        <message>
            <source>Ev.</source>
            <comment>strip caption</comment>
            <translation>Év.</translation>
        </message>
        <message>
            <source>VP</source>
            <comment>strip caption</comment>
            <translation>PV</translation>
        </message>
        <message>
            <source>Infl.</source>
            <extracomment>The "look" link beside the hidden characters (several people at one computer: private_look.py). Whether the hidden characters offer "look" (set by the page for each person's panel).</extracomment>
            <translation>Infl.</translation>
        </message>
        <message>
            <source>Events</source>
            <comment>short caption</comment>
            <translation>Évén.</translation>
        </message>
        <message>
            <source>start player</source>
            <translation>premier joueur</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>a passé</translation>
        </message>
        <message>
            <source>deciding</source>
            <translation>décide</translation>
        </message>
        <message>
            <source>Victory points</source>
            <translation>Points de victoire</translation>
        </message>
        <message>
            <source>Victory points (shown by the View setting)</source>
            <translation>Points de victoire (montrés par le réglage d’affichage)</translation>
        </message>
        <message>
            <source>Hidden: only its player sees it (a table rule of this game).</source>
            <translation>Caché : seul son joueur le voit (une règle de table de ce jeu).</translation>
        </message>
        <message>
            <source>Characters: &lt;br&gt;{characters}</source>
            <translation>Personnages : &lt;br&gt;{characters}</translation>
        </message>
        <message>
            <source>Character: &lt;br&gt;{characters}</source>
            <translation>Personnage : &lt;br&gt;{characters}</translation>
        </message>
        <message numerus="yes">
            <source>%n hidden</source>
            <comment>characters, in the strip</comment>
            <translation>
                <numerusform>%n caché</numerusform>
                <numerusform>%n cachés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n hidden character</source>
            <translation>
                <numerusform>%n personnage caché</numerusform>
                <numerusform>%n personnages cachés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n hidden characters</source>
            <translation>
                <numerusform>%n personnage caché</numerusform>
                <numerusform>%n personnages cachés</numerusform>
            </translation>
        </message>
        <message>
            <source>look</source>
            <translation>regarder</translation>
        </message>
        <message>
            <source>&lt;b&gt;Guard&lt;/b&gt; on space {space} of 20</source>
            <translation>&lt;b&gt;Garde&lt;/b&gt; sur la case {space} sur 20</translation>
        </message>
        <message numerus="yes">
            <source>{activity} ({level}): %n cube</source>
            <translation>
                <numerusform>{activity} ({level}) : %n cube</numerusform>
                <numerusform>{activity} ({level}) : %n cubes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{activity} ({level}): %n cubes</source>
            <translation>
                <numerusform>{activity} ({level}) : %n cube</numerusform>
                <numerusform>{activity} ({level}) : %n cubes</numerusform>
            </translation>
        </message>
        <message>
            <source>{activity}: {answer}</source>
            <translation>{activity} : {answer}</translation>
        </message>
        <message>
            <source>change</source>
            <translation>modifier</translation>
        </message>
        <message>
            <source>When a cube of yours on the ramparts could be used — {answers}</source>
            <translation>Quand un de vos cubes sur les remparts pourrait servir — {answers}</translation>
        </message>
        <message>
            <source>Your guard walks the ramparts; your cubes on the outdoor activities give bonuses. For each activity you choose whether the game asks you each time a cube could be used, uses it always without asking, or never offers it.</source>
            <translation>Votre garde parcourt les remparts ; vos cubes sur les activités extérieures donnent des bonus. Pour chaque activité, vous choisissez si le jeu vous demande chaque fois qu’un cube pourrait servir, s’il l’utilise toujours sans demander, ou s’il ne le propose jamais.</translation>
        </message>
        <message>
            <source>{level} {activity}: {answer}</source>
            <translation>{level} {activity} : {answer}</translation>
        </message>
        <message>
            <source>Change when your outdoor cubes are used without asking (always) or never offered (never).</source>
            <translation>Choisir quand vos cubes extérieurs servent sans demander (toujours) ou ne sont jamais proposés (jamais).</translation>
        </message>
        <message>
            <source>Standing answers can be changed before one of your actions, on your turn, for the outdoor activities where you have cubes.</source>
            <translation>Les réponses permanentes se modifient avant l’une de vos actions, quand c’est à vous de jouer, pour les activités extérieures où vous avez des cubes.</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>joue</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>Dés</translation>
        </message>
        <message>
            <source>Dice left in le Roy's district (the neutral district).</source>
            <translation>Dés restant dans le quartier du Roy (le quartier neutre).</translation>
        </message>
        <message>
            <source>Meeples</source>
            <translation>Habitants</translation>
        </message>
        <message>
            <source>Meeples le Roy can still place as workers or tradesmen.</source>
            <translation>Habitants que le Roy peut encore placer comme ouvriers ou hommes de métier.</translation>
        </message>
        <message>
            <source>Pile</source>
            <translation>Pile</translation>
        </message>
        <message>
            <source>Characters left in le Roy's pile.</source>
            <translation>Personnages restant dans la pile du Roy.</translation>
        </message>
        <message>
            <source>Cathedral</source>
            <translation>Cathédrale</translation>
        </message>
        <message>
            <source>Le Roy's cubes on the cathedral.</source>
            <translation>Cubes du Roy sur la Cathédrale.</translation>
        </message>
        <message>
            <source>Le Roy's VP are public.</source>
            <translation>Les PV du Roy sont publics.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Pile&lt;/b&gt; (top first; scoring parts are public): {characters}</source>
            <translation>&lt;b&gt;Pile&lt;/b&gt; (du dessus au fond ; les parties de décompte sont publiques) : {characters}</translation>
        </message>
        <message>
            <source>Revealed {character}: you {player} VP, le Roy {roy} VP</source>
            <translation>{character} révélé : vous {player} PV, le Roy {roy} PV</translation>
        </message>
    </context>
    <context>
        <name>PrivateLook</name>
        <message>
            <source>{player}'s characters</source>
            <extracomment>The key that opens the deciding person's look.</extracomment>
            <translation>Personnages de {player}</translation>
        </message>
        <message>
            <source>Only {player} should look</source>
            <translation>Réservé à {player}</translation>
        </message>
        <message>
            <source>{player}'s characters and victory points are shown next.</source>
            <translation>Les personnages et les points de victoire de {player} vont s’afficher.</translation>
        </message>
        <message>
            <source>{player}'s characters are shown next.</source>
            <translation>Les personnages de {player} vont s’afficher.</translation>
        </message>
        <message>
            <source>I am {player}: show</source>
            <translation>Je suis {player} : montrer</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Your characters:</source>
            <translation>Vos personnages :</translation>
        </message>
        <message>
            <source>Your character:</source>
            <translation>Votre personnage :</translation>
        </message>
        <message numerus="yes">
            <source>Your victory points: %n</source>
            <translation>
                <numerusform>Vos points de victoire : %n</numerusform>
                <numerusform>Vos points de victoire : %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Hide</source>
            <translation>Cacher</translation>
        </message>
    </context>
    <context>
        <name>Prompt</name>
        <message>
            <source>Keys on the board: Tab or arrows go through the lit targets, Enter chooses, Esc clears.</source>
            <extracomment>Verbs answered on the board (drag, click, right-click); the panel offers them in the drop-down. Verbs offered elsewhere: standing answers for the outdoor activities live in the player's panel. Order of the buttons: the usual way forward first, the escape hatches last. Le Roy's decisions (solo): the panel adds his pace and "Skip to my turn". The board's keyboard path, shown in the hints while dice are being used.</extracomment>
            <translation>Touches sur le plateau : Tab ou les flèches parcourent les cibles éclairées, Entrée choisit, Échap efface.</translation>
        </message>
        <message>
            <source>Pace: Normal</source>
            <extracomment>Le Roy's paces (the ids are the settings' values), as the pace box shows them.</extracomment>
            <translation>Rythme : normal</translation>
        </message>
        <message>
            <source>Pace: Fast</source>
            <translation>Rythme : rapide</translation>
        </message>
        <message>
            <source>Pace: Step by step</source>
            <translation>Rythme : pas à pas</translation>
        </message>
        <message>
            <source>On the board:</source>
            <extracomment>Buttons drawn as the main way forward. A button standing where another choice stood an instant ago ignores the mouse for a moment. A function giving the words already shown above the prompt (the compact page's phase banner says the decision): the title is hidden when it would repeat them, and its lines go to the choices. A function giving what the banner says instead of a decision while le Roy's last dice land ("" when it says the decision): the prompt then says the same and offers no choice yet (one voice).</extracomment>
            <translation>Sur le plateau :</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jouer</translation>
        </message>
        <message>
            <source>Make the chosen board move (the same as clicking it on the board)</source>
            <translation>Jouer le coup choisi (comme en cliquant dessus sur le plateau)</translation>
        </message>
        <message>
            <source>Not possible: {reason}</source>
            <translation>Impossible : {reason}</translation>
        </message>
        <message>
            <source>No game</source>
            <translation>Aucune partie</translation>
        </message>
        <message>
            <source>See the final scoring (Game menu or the scoring window).</source>
            <translation>Voir le décompte final (menu Partie ou fenêtre du décompte).</translation>
        </message>
        <message>
            <source>His last dice are landing on the board; your choices come in a moment.</source>
            <translation>Ses derniers dés se posent sur le plateau ; vos choix arrivent dans un instant.</translation>
        </message>
        <message numerus="yes">
            <source>The chosen dice cost %n denier(s), whatever their target.</source>
            <translation>
                <numerusform>Les dés choisis coûtent %n denier, quelle que soit leur cible.</numerusform>
                <numerusform>Les dés choisis coûtent %n deniers, quelle que soit leur cible.</numerusform>
            </translation>
        </message>
        <message>
            <source>Click a free space of the Palace, the Bishopric or City Hall.</source>
            <translation>Cliquez sur une case libre du Palais, de l’Évêché ou de l’Hôtel de ville.</translation>
        </message>
        <message>
            <source>Drag dice onto a target (or click them, then the target); right-click your own die to reroll it for 1 influence.</source>
            <translation>Faites glisser des dés sur une cible (ou cliquez sur eux, puis sur la cible) ; clic droit sur l’un de vos dés pour le relancer contre 1 influence.</translation>
        </message>
        <message numerus="yes">
            <source>%n die chosen: add up to 3 of the same colour, or choose a target.</source>
            <translation>
                <numerusform>%n dé choisi : complétez jusqu’à 3 dés de la même couleur, ou choisissez une cible.</numerusform>
                <numerusform>%n dés choisis : complétez jusqu’à 3 dés de la même couleur, ou choisissez une cible.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n dice chosen: add up to 3 of the same colour, or choose a target.</source>
            <translation>
                <numerusform>%n dé choisi : complétez jusqu’à 3 dés de la même couleur, ou choisissez une cible.</numerusform>
                <numerusform>%n dés choisis : complétez jusqu’à 3 dés de la même couleur, ou choisissez une cible.</numerusform>
            </translation>
        </message>
        <message>
            <source>The black die shows {value}.</source>
            <translation>Le dé noir indique {value}.</translation>
        </message>
        <message>
            <source>Your chosen dice total {have} against {need}: enough, counter now.</source>
            <translation>Vos dés choisis totalisent {have} contre {need} : c’est assez, contrez maintenant.</translation>
        </message>
        <message numerus="yes">
            <source>Your chosen dice total {have} against {need}: %n more needed.</source>
            <translation>
                <numerusform>Vos dés choisis totalisent {have} contre {need} : il manque %n.</numerusform>
                <numerusform>Vos dés choisis totalisent {have} contre {need} : il manque %n.</numerusform>
            </translation>
        </message>
        <message>
            <source>Drag your dice onto the black dice (or click them); red dice count double.</source>
            <translation>Faites glisser vos dés sur les dés noirs (ou cliquez dessus) ; les dés rouges comptent double.</translation>
        </message>
        <message>
            <source>Choose up to 3 of your dice to turn over (1 becomes 6, 2 becomes 5, 3 becomes 4).</source>
            <translation>Choisissez jusqu’à 3 de vos dés à retourner (1 devient 6, 2 devient 5, 3 devient 4).</translation>
        </message>
        <message>
            <source>Le Roy plays step by step: Return or “Next step” plays the next one; each is numbered and explained in his steps, under his panel.</source>
            <translation>Le Roy joue pas à pas : Entrée ou « Étape suivante » joue la suivante ; chacune est numérotée et expliquée dans ses étapes, sous son panneau.</translation>
        </message>
        <message>
            <source>Le Roy plays by himself at the pace you chose; each step is numbered and explained in his steps, under his panel.</source>
            <translation>Le Roy joue seul au rythme choisi ; chaque étape est numérotée et expliquée dans ses étapes, sous son panneau.</translation>
        </message>
        <message>
            <source>A cube of yours on this outdoor activity can be used during the events phase: {effect}. 'Always' and 'never' become standing answers, changeable in your player panel.</source>
            <translation>Un de vos cubes sur cette activité extérieure peut servir pendant la phase Évènements : {effect}. « Toujours » et « jamais » deviennent des réponses permanentes, modifiables dans votre panneau de joueur.</translation>
        </message>
        <message>
            <source>A cube of yours on this outdoor activity can be used now: {effect}. 'Always' and 'never' become standing answers, changeable in your player panel.</source>
            <translation>Un de vos cubes sur cette activité extérieure peut servir maintenant : {effect}. « Toujours » et « jamais » deviennent des réponses permanentes, modifiables dans votre panneau de joueur.</translation>
        </message>
        <message>
            <source>A cube of yours on this outdoor activity can be used during {player}'s turn: {effect}. 'Always' and 'never' become standing answers, changeable in your player panel.</source>
            <translation>Un de vos cubes sur cette activité extérieure peut servir pendant que {player} joue : {effect}. « Toujours » et « jamais » deviennent des réponses permanentes, modifiables dans votre panneau de joueur.</translation>
        </message>
        <message>
            <source>The die shows {points}: each denier paid to the bank adds 1 action point (the die cannot go above 6).</source>
            <translation>Le dé indique {points} : chaque denier payé à la banque ajoute 1 point d’action (le dé ne peut pas dépasser 6).</translation>
        </message>
        <message>
            <source>Each point: advance your guard one space (click the lit space) or put a cube on an open outdoor activity (click a lit tile), at most one per activity in this action.</source>
            <translation>Chaque point : avancez votre garde d’une case (cliquez sur la case éclairée) ou posez un cube sur une activité extérieure ouverte (cliquez sur une tuile éclairée), au plus un par activité dans cette action.</translation>
        </message>
        <message numerus="yes">
            <source>Click one of your dice (not the purple one), then the opponent's die it goes for; values are kept, one die per opponent. %n exchange made so far.</source>
            <translation>
                <numerusform>Cliquez sur l’un de vos dés (pas le violet), puis sur le dé adverse contre lequel l’échanger ; les valeurs sont conservées, un dé par adversaire. %n échange fait jusqu’ici.</numerusform>
                <numerusform>Cliquez sur l’un de vos dés (pas le violet), puis sur le dé adverse contre lequel l’échanger ; les valeurs sont conservées, un dé par adversaire. %n échanges faits jusqu’ici.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Click one of your dice (not the purple one), then the opponent's die it goes for; values are kept, one die per opponent. %n exchanges made so far.</source>
            <translation>
                <numerusform>Cliquez sur l’un de vos dés (pas le violet), puis sur le dé adverse contre lequel l’échanger ; les valeurs sont conservées, un dé par adversaire. %n échange fait jusqu’ici.</numerusform>
                <numerusform>Cliquez sur l’un de vos dés (pas le violet), puis sur le dé adverse contre lequel l’échanger ; les valeurs sont conservées, un dé par adversaire. %n échanges faits jusqu’ici.</numerusform>
            </translation>
        </message>
        <message>
            <source>A mixed card: this action either places cubes on it or uses cubes already there, not both.</source>
            <translation>Une carte mixte : cette action place des cubes dessus ou utilise ceux qui y sont déjà, pas les deux.</translation>
        </message>
        <message>
            <source>{card}: one of your citizens (from your supply, 2 influence, or one on the board) goes onto the card until someone frees it with a cube there.</source>
            <translation>{card} : l’un de vos habitants (de votre réserve, 2 influence, ou un sur le plateau) va sur la carte jusqu’à ce que quelqu’un le libère avec un cube dessus.</translation>
        </message>
        <message>
            <source>Your cube on {card} frees one citizen lying on it (it goes back to its owner's supply).</source>
            <translation>Votre cube sur {card} libère un habitant couché dessus (il retourne dans la réserve de son propriétaire).</translation>
        </message>
        <message>
            <source>{card}: a full column of the cathedral continues on the 4th floor.</source>
            <translation>{card} : une colonne pleine de la Cathédrale se poursuit au 4e niveau.</translation>
        </message>
        <message>
            <source>{card}: lose one cube from a delayed, mixed or end-of-game card, or an outdoor activity.</source>
            <translation>{card} : perdez un cube d’une carte à usage différé, mixte ou de fin de partie, ou d’une activité extérieure.</translation>
        </message>
        <message>
            <source>Next step of le Roy</source>
            <translation>Étape suivante du Roy</translation>
        </message>
        <message>
            <source>Skip to my turn</source>
            <translation>Avancer jusqu’à moi</translation>
        </message>
        <message>
            <source>Play all of le Roy's steps now, up to your next decision (each stays in the chronicle)</source>
            <translation>Jouer maintenant toutes les étapes du Roy, jusqu’à votre prochaine décision (chacune reste dans la chronique)</translation>
        </message>
        <message>
            <source>How fast le Roy plays: a pause before each step, or step by step (Return)</source>
            <translation>À quel rythme joue le Roy : une pause avant chaque étape, ou pas à pas (Entrée)</translation>
        </message>
        <message>
            <source>How many spaces the guard advances (one action point each)</source>
            <translation>De combien de cases le garde avance (un point d’action par case)</translation>
        </message>
        <message numerus="yes">
            <source>Advance the guard %n space</source>
            <translation>
                <numerusform>Avancer le garde de %n case</numerusform>
                <numerusform>Avancer le garde de %n cases</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Advance the guard %n space (one action point each)</source>
            <translation>
                <numerusform>Avancer le garde de %n case (un point d’action par case)</numerusform>
                <numerusform>Avancer le garde de %n cases (un point d’action par case)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Advance the guard %n spaces</source>
            <translation>
                <numerusform>Avancer le garde de %n case</numerusform>
                <numerusform>Avancer le garde de %n cases</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Advance the guard %n spaces (one action point each)</source>
            <translation>
                <numerusform>Avancer le garde de %n case (un point d’action par case)</numerusform>
                <numerusform>Avancer le garde de %n cases (un point d’action par case)</numerusform>
            </translation>
        </message>
        <message>
            <source>Combat an event</source>
            <extracomment>What the choices of one kind do, said once above them.</extracomment>
            <translation>Lutter contre un évènement</translation>
        </message>
        <message>
            <source>Hire a tradesman and activate the card</source>
            <translation>Engager un homme de métier et activer la carte</translation>
        </message>
        <message>
            <source>Activate your card</source>
            <translation>Activer votre carte</translation>
        </message>
        <message>
            <source>{choice}:</source>
            <translation>{choice} :</translation>
        </message>
        <message>
            <source>{choice}, with the stored cube of {card}:</source>
            <translation>{choice}, avec le cube stocké de la carte {card} :</translation>
        </message>
        <message>
            <source>{take}, then: {move}</source>
            <extracomment>At most this many ways to counter are listed (the fewest dice and the least wasted first). Sets of more dice than this are looked for only when no smaller set counters.</extracomment>
            <translation>{take}, puis : {move}</translation>
        </message>
        <message>
            <source>{move}, with the dice already chosen</source>
            <translation>{move}, avec les dés déjà choisis</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Folder</source>
            <comment>All other platforms</comment>
            <translation>Dossier</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Lecteur</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Inconnu</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>Regarder &amp;dans :</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Nom du fichier :</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Fichiers de &amp;type :</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Ouvrir</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Supprimer</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Renommer</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Nouveau dossier</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Nouveau dossier</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Précédent</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Suivant</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Revenir au dossier précédent</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Aller au dossier suivant</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Dossier parent</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Aller au dossier parent</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Créer un nouveau dossier</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Créer un nouveau dossier</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Vue en liste</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Vue détaillée</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Afficher en liste</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Afficher les détails</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Afficher les fichiers &amp;cachés</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Barre latérale</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Liste des emplacements et des signets</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Fichiers</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>%1 existe déjà.
Voulez-vous le remplacer ?</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Fichier introuvable.
Vérifiez le nom du fichier.</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Voulez-vous vraiment supprimer « %1 » ?</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Taille</translation>
        </message>
        <message>
            <source>Type</source>
            <comment>All other platforms</comment>
            <translation>Type</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Modifié le</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Ordinateur</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>Co&amp;uper</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Copier</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>Co&amp;ller</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Supprimer</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Tout sélectionner</translation>
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
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Ouvrir</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Ne pas enregistrer</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Oui</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Non</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>Slow</source>
            <extracomment>Pace of "Play": key -&gt; milliseconds between two actions; PACE_WORDS: what the list shows.</extracomment>
            <translation>Lent</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Very fast</source>
            <translation>Très rapide</translation>
        </message>
        <message>
            <source>This is a replay: the moves are the ones that were played.</source>
            <translation>Vous revoyez une partie : les coups sont ceux qui ont été joués.</translation>
        </message>
        <message>
            <source>Go to a round…</source>
            <extracomment>The "go to" list, by the record's unit (whole texts).</extracomment>
            <translation>Aller au tour…</translation>
        </message>
        <message>
            <source>Go to a day…</source>
            <translation>Aller au jour…</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>Tour {number}</translation>
        </message>
        <message>
            <source>Day {number}</source>
            <translation>Jour {number}</translation>
        </message>
        <message>
            <source>finished</source>
            <extracomment>``seen_by``'s default: an unfinished game shows the view of whoever decides at its last position.</extracomment>
            <translation>terminée</translation>
        </message>
        <message>
            <source>not finished</source>
            <translation>non terminée</translation>
        </message>
        <message>
            <source>Replay — {game}: {players}</source>
            <translation>Revoir la partie — {game} : {players}</translation>
        </message>
        <message>
            <source>|◀ First</source>
            <translation>|◀ Début</translation>
        </message>
        <message>
            <source>The setup, before the first move</source>
            <translation>La mise en place, avant le premier coup</translation>
        </message>
        <message>
            <source>◀ Previous</source>
            <translation>◀ Précédent</translation>
        </message>
        <message>
            <source>One move back</source>
            <translation>Un coup en arrière</translation>
        </message>
        <message>
            <source>▶ Play</source>
            <translation>▶ Lecture</translation>
        </message>
        <message>
            <source>Play the moves one after the other</source>
            <translation>Jouer les coups l’un après l’autre</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Suivant ▶</translation>
        </message>
        <message>
            <source>One move forward</source>
            <translation>Un coup en avant</translation>
        </message>
        <message>
            <source>Last ▶|</source>
            <translation>Fin ▶|</translation>
        </message>
        <message>
            <source>Where the record ends</source>
            <translation>Là où s’arrête l’enregistrement</translation>
        </message>
        <message>
            <source>Pace of Play</source>
            <translation>Rythme de la lecture</translation>
        </message>
        <message>
            <source>Whose view of the unfinished game is shown</source>
            <translation>La vue de quel joueur montrer pour la partie non terminée</translation>
        </message>
        <message>
            <source>Seen by {player}</source>
            <translation>Vue de {player}</translation>
        </message>
        <message>
            <source>What each decision cost against the Hard player, and what was luck</source>
            <translation>Ce que chaque décision a coûté face à l’ordinateur Difficile, et ce qui fut de la chance</translation>
        </message>
        <message>
            <source>‖ Pause</source>
            <translation>‖ Pause</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <source>Chronicle</source>
            <translation>Chronique</translation>
        </message>
        <message>
            <source>game over</source>
            <translation>partie terminée</translation>
        </message>
        <message>
            <source>day {day}, morning</source>
            <translation>jour {day}, matin</translation>
        </message>
        <message>
            <source>day {day}, afternoon</source>
            <translation>jour {day}, après-midi</translation>
        </message>
        <message>
            <source>setting up</source>
            <translation>mise en place</translation>
        </message>
        <message>
            <source>round {round} of {rounds}</source>
            <translation>tour {round} sur {rounds}</translation>
        </message>
        <message>
            <source>Move {move} of {total} · {where}</source>
            <translation>Coup {move} sur {total} · {where}</translation>
        </message>
        <message>
            <source>This game is not finished: nobody's characters or hidden VP are shown.</source>
            <translation>Cette partie n’est pas terminée : les personnages et les PV cachés de chacun restent cachés.</translation>
        </message>
        <message>
            <source>no character</source>
            <translation>aucun personnage</translation>
        </message>
        <message>
            <source>{player}: {characters}</source>
            <translation>{player} : {characters}</translation>
        </message>
        <message>
            <source>Characters (hidden during the game):</source>
            <translation>Personnages (cachés pendant la partie) :</translation>
        </message>
        <message>
            <source>{card} ({colour} {level})</source>
            <translation>{card} ({colour} {level})</translation>
        </message>
        <message>
            <source>Activity cards still face down:</source>
            <translation>Cartes Activité encore face cachée :</translation>
        </message>
        <message>
            <source>A finished game: click a small sheet to look at that player's scoresheet.</source>
            <translation>Une partie terminée : cliquez sur une petite feuille pour voir la feuille de score de ce joueur.</translation>
        </message>
        <message>
            <source>The game is over: everyone's characters and VP are shown.</source>
            <translation>La partie est finie : les personnages et les PV de chacun sont visibles.</translation>
        </message>
        <message>
            <source>This game is not finished: it stops where the save stops.</source>
            <translation>Cette partie n’est pas terminée : elle s’arrête là où s’arrête la sauvegarde.</translation>
        </message>
        <message>
            <source>This game is not finished: you see only what {player} could see.</source>
            <translation>Cette partie n’est pas terminée : vous ne voyez que ce que {player} pouvait voir.</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Player {number}</source>
            <extracomment>Half days played ahead before the sheets are valued (Hard's look-ahead plays four). Ways to use a die Hard compares (its ``keep``).</extracomment>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>another turn</source>
            <translation>un autre tour</translation>
        </message>
        <message>
            <source>Hard's turn changes the points on your sheet now by {best} VP; yours by {chosen} VP.</source>
            <translation>Le tour de Difficile change tout de suite les points de votre feuille de {best} PV ; le vôtre, de {chosen} PV.</translation>
        </message>
        <message>
            <source>Played on over the same sampled rolls, Hard's turn ends about {vp} VP better for you.</source>
            <translation>Joué jusqu’au bout sur les mêmes tirages simulés, le tour de Difficile finit environ {vp} PV mieux pour vous.</translation>
        </message>
        <message>
            <source>the dice of the morning of day {day}</source>
            <translation>les dés du matin du jour {day}</translation>
        </message>
        <message>
            <source>the dice of the afternoon of day {day}</source>
            <translation>les dés de l’après-midi du jour {day}</translation>
        </message>
        <message>
            <source>Review of the game, compared with the Hard player's choices (not with perfect play).</source>
            <translation>Analyse de la partie, comparée aux choix de l’ordinateur Difficile (et non à un jeu parfait).</translation>
        </message>
        <message>
            <source>Expected VP lost: how much lower the player's expected final margin is after the move made than after Hard's move, both judged over the same sampled futures. Luck: what the dice, the cards drawn and le Roy's dice gave or took, in the same VP.</source>
            <translation>PV perdus en moyenne : de combien l’écart final attendu du joueur est plus bas après le coup joué qu’après celui de Difficile, les deux jugés sur les mêmes suites simulées. Chance : ce que les dés, les cartes tirées et les dés du Roy ont donné ou pris, dans les mêmes PV.</translation>
        </message>
        <message>
            <source>The game is not finished: it is reviewed up to where it is.</source>
            <translation>La partie n’est pas finie : elle est analysée jusqu’où elle en est.</translation>
        </message>
        <message>
            <source>No seat to review: every seat is a computer's (name one with --seat).</source>
            <translation>Aucune place à analyser : toutes sont tenues par l’ordinateur (nommez-en une avec --seat).</translation>
        </message>
        <message>
            <source>{name} (seat {seat}): {decisions} decisions, {forced} forced; {lost} VP lost in all, {per} per decision; {inaccuracies} inaccuracies, {mistakes} mistakes, {blunders} blunders; luck {luck} VP.</source>
            <translation>{name} (place {seat}) : {decisions} décisions, dont {forced} forcées ; {lost} PV perdus en tout, {per} par décision ; {inaccuracies} imprécisions, {mistakes} erreurs, {blunders} gaffes ; chance {luck} PV.</translation>
        </message>
        <message>
            <source>Expected score at the start {start} VP, final score {final} VP.</source>
            <translation>Score attendu au départ {start} PV, score final {final} PV.</translation>
        </message>
        <message>
            <source>Expected margin at the start {start} VP, final margin {final} VP.</source>
            <translation>Écart attendu au départ {start} PV, écart final {final} PV.</translation>
        </message>
        <message>
            <source>Key moments:</source>
            <translation>Moments clés :</translation>
        </message>
        <message>
            <source>day {day}</source>
            <translation>jour {day}</translation>
        </message>
        <message>
            <source>round {round}</source>
            <translation>manche {round}</translation>
        </message>
        <message>
            <source>{n}. {name}, {when}: {label}, {loss} VP lost (± {se})</source>
            <translation>{n}. {name}, {when} : {label}, {loss} PV perdus (± {se})</translation>
        </message>
        <message>
            <source>Played: {move}</source>
            <translation>Joué : {move}</translation>
        </message>
        <message>
            <source>Hard: {move}</source>
            <translation>Difficile : {move}</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>forcé</translation>
        </message>
        <message>
            <source>Hard's move</source>
            <translation>le coup de Difficile</translation>
        </message>
        <message>
            <source>good</source>
            <translation>bon</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>imprécision</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>erreur</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>gaffe</translation>
        </message>
        <message>
            <source>This game cannot be reviewed: {reason}.</source>
            <extracomment>The review's own method (a stored review made by another is made again). Standard error, in VP, wanted on the loss of a decision labelled mistake or blunder.</extracomment>
            <translation>Cette partie ne peut pas être analysée : {reason}.</translation>
        </message>
        <message>
            <source>No player's decision starts at that point of the game.</source>
            <translation>Aucune décision d’un joueur ne commence à ce point de la partie.</translation>
        </message>
        <message>
            <source>This game has no seat {seat}: its seats are {seats}.</source>
            <translation>Cette partie n’a pas de place {seat} : ses places sont {seats}.</translation>
        </message>
        <message>
            <source>The review's budget must be a number above 0.</source>
            <translation>Le budget de l’analyse doit être un nombre supérieur à 0.</translation>
        </message>
        <message>
            <source>the characters dealt</source>
            <extracomment>Actions at most in one play-out (a whole last round of four players takes a few hundred).</extracomment>
            <translation>les personnages distribués</translation>
        </message>
        <message>
            <source>another move</source>
            <translation>un autre coup</translation>
        </message>
        <message>
            <source>nothing at once</source>
            <translation>rien tout de suite</translation>
        </message>
        <message>
            <source>Hard's move gives {best}; yours gives {chosen}.</source>
            <translation>Le coup de Difficile donne {best} ; le vôtre donne {chosen}.</translation>
        </message>
        <message>
            <source>Played on over the same sampled futures, Hard's move ends about {vp} VP better for your final margin.</source>
            <translation>Joué jusqu’au bout sur les mêmes suites simulées, le coup de Difficile finit environ {vp} PV mieux pour votre écart final.</translation>
        </message>
        <message>
            <source>le Roy's dice</source>
            <translation>les dés du Roy</translation>
        </message>
        <message>
            <source>the dice of round {round} and its events</source>
            <translation>les dés de la manche {round} et ses événements</translation>
        </message>
        <message>
            <source>a roll of the dice</source>
            <translation>un lancer de dés</translation>
        </message>
        <message>
            <source>the game just played</source>
            <translation>la partie qui vient d’être jouée</translation>
        </message>
        <message>
            <source>Review a saved game</source>
            <translation>Analyser une partie enregistrée</translation>
        </message>
        <message>
            <source>Cannot review the game</source>
            <translation>Impossible d’analyser la partie</translation>
        </message>
        <message>
            <source>The review could not be kept in the history ({reason}): it will be made again next time.</source>
            <translation>L’analyse n’a pas pu être gardée dans l’historique ({reason}) : elle sera refaite la prochaine fois.</translation>
        </message>
        <message>
            <source>The game could not be reviewed: something went wrong while reviewing it (the log says what).</source>
            <translation>La partie n’a pas pu être analysée : un problème est survenu pendant l’analyse (le journal dit lequel).</translation>
        </message>
        <message>
            <source>Reviewing the game against the Hard player…</source>
            <translation>Analyse de la partie face à l’ordinateur Difficile…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Review the game</source>
            <translation>Analyser la partie</translation>
        </message>
        <message>
            <source>Stopping the review…</source>
            <translation>Arrêt de l’analyse…</translation>
        </message>
        <message>
            <source>The review was cancelled.</source>
            <translation>L’analyse a été annulée.</translation>
        </message>
        <message>
            <source>Whose decisions should the review look at?</source>
            <translation>De quels joueurs l’analyse doit-elle examiner les décisions ?</translation>
        </message>
        <message>
            <source>{player} (computer)</source>
            <translation>{player} (ordinateur)</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Analyser</translation>
        </message>
        <message>
            <source>The new game could not be written, so it was not started.</source>
            <translation>La nouvelle partie n’a pas pu être enregistrée : elle n’a pas été commencée.</translation>
        </message>
        <message>
            <source>No decision to chart.</source>
            <translation>Aucune décision à tracer.</translation>
        </message>
        <message>
            <source>margin (VP)</source>
            <translation>écart (PV)</translation>
        </message>
        <message>
            <source>{player} ({margin} at the end)</source>
            <translation>{player} ({margin} à la fin)</translation>
        </message>
        <message>
            <source>moves of the game; gold lines: the key moments</source>
            <translation>coups de la partie ; traits dorés : les moments clés</translation>
        </message>
        <message>
            <source>best</source>
            <translation>la meilleure</translation>
        </message>
        <message>
            <source>The review compares each decision with the Hard player’s choice, not with perfect play.</source>
            <translation>L’analyse compare chaque décision au choix de l’ordinateur Difficile, pas au jeu parfait.</translation>
        </message>
        <message>
            <source>The review compares each decision with the Hard player’s choice from the same position, seen as that player saw it: it is not perfect play. “VP lost” is how much the expected final margin fell against Hard’s move; luck is what the dice, the cards and le Roy gave or took.</source>
            <translation>L’analyse compare chaque décision au choix de l’ordinateur Difficile depuis la même position, vue comme ce joueur la voyait : ce n’est pas le jeu parfait. « PV perdus » dit de combien l’écart final attendu a baissé par rapport au coup de Difficile ; la chance est ce que les dés, les cartes et le Roy ont donné ou pris.</translation>
        </message>
        <message>
            <source>{player} scored {score}</source>
            <translation>{player} a marqué {score}</translation>
        </message>
        <message>
            <source>{player} stands at {margin} (the game is not finished)</source>
            <translation>{player} en est à {margin} (la partie n’est pas finie)</translation>
        </message>
        <message>
            <source>{player} won by {margin}</source>
            <translation>{player} a gagné de {margin}</translation>
        </message>
        <message>
            <source>{player} lost by {margin}</source>
            <translation>{player} a perdu de {margin}</translation>
        </message>
        <message>
            <source>{player} tied</source>
            <translation>{player} est à égalité</translation>
        </message>
        <message>
            <source>luck gave {vp} VP</source>
            <translation>la chance a donné {vp} PV</translation>
        </message>
        <message>
            <source>luck cost {vp} VP</source>
            <translation>la chance a coûté {vp} PV</translation>
        </message>
        <message>
            <source>luck was even</source>
            <translation>la chance a été neutre</translation>
        </message>
        <message>
            <source>no costly mistake</source>
            <translation>aucune erreur coûteuse</translation>
        </message>
        <message>
            <source>the biggest mistake {vp} VP</source>
            <translation>la plus grosse erreur {vp} PV</translation>
        </message>
        <message>
            <source>the two biggest mistakes {vp} VP</source>
            <translation>les deux plus grosses erreurs {vp} PV</translation>
        </message>
        <message>
            <source>the three biggest mistakes {vp} VP</source>
            <translation>les trois plus grosses erreurs {vp} PV</translation>
        </message>
        <message>
            <source>{result}: {luck}, {errors}.</source>
            <translation>{result} : {luck}, {errors}.</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) reviewed</source>
            <translation>
                <numerusform>%n décision analysée</numerusform>
                <numerusform>%n décisions analysées</numerusform>
            </translation>
        </message>
        <message>
            <source>({count} forced)</source>
            <translation>(dont {count} forcées)</translation>
        </message>
        <message>
            <source>{vp} VP lost in all, {per} a decision</source>
            <translation>{vp} PV perdus en tout, {per} par décision</translation>
        </message>
        <message>
            <source>inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}</source>
            <translation>imprécisions {inaccuracies}, erreurs {mistakes}, gaffes {blunders}</translation>
        </message>
        <message>
            <source>Day {number}</source>
            <translation>Jour {number}</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>Mise en place</translation>
        </message>
        <message>
            <source>Round {number}</source>
            <translation>Tour {number}</translation>
        </message>
        <message>
            <source>{when} · {player} · {label}: {vp} VP lost</source>
            <translation>{when} · {player} · {label} : {vp} PV perdus</translation>
        </message>
        <message>
            <source>This review was made by an older version of the Hard player’s evaluation: its figures may differ from a review made now.</source>
            <translation>Cette analyse a été faite par une version plus ancienne de l’évaluation de l’ordinateur Difficile : ses chiffres peuvent différer d’une analyse faite maintenant.</translation>
        </message>
        <message>
            <source>Review again</source>
            <translation>Refaire l’analyse</translation>
        </message>
        <message>
            <source>Expected final margin, move by move</source>
            <translation>Écart final attendu, coup par coup</translation>
        </message>
        <message>
            <source>Show</source>
            <translation>Montrer</translation>
        </message>
        <message>
            <source>Put the board at that position, with the move made and the Hard player’s move lit</source>
            <translation>Mettre le plateau à cette position, le coup joué et celui de l’ordinateur Difficile éclairés</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>Jouer à partir d’ici</translation>
        </message>
        <message>
            <source>Start a new game at that position, with the same players, to try the better move</source>
            <translation>Commencer une nouvelle partie à cette position, avec les mêmes joueurs, pour essayer le meilleur coup</translation>
        </message>
        <message>
            <source>Whose decisions…</source>
            <translation>Quelles décisions…</translation>
        </message>
        <message>
            <source>Choose the players whose decisions are reviewed (the computers’ too)</source>
            <translation>Choisir les joueurs dont les décisions sont analysées (celles des ordinateurs aussi)</translation>
        </message>
        <message>
            <source>The decisions that cost most: Enter shows one on the board</source>
            <translation>Les décisions qui ont le plus coûté : Entrée en montre une sur le plateau</translation>
        </message>
        <message>
            <source>Key moments</source>
            <translation>Moments clés</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>Jour</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Tour</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Verdict</translation>
        </message>
        <message>
            <source>VP lost</source>
            <translation>PV perdus</translation>
        </message>
        <message>
            <source>Move made</source>
            <translation>Coup joué</translation>
        </message>
        <message>
            <source>Hard’s move</source>
            <translation>Coup de Difficile</translation>
        </message>
        <message>
            <source>Every decision</source>
            <translation>Toutes les décisions</translation>
        </message>
        <message>
            <source>This game is not finished: it is reviewed up to where it stops.</source>
            <translation>Cette partie n’est pas finie : elle est analysée jusqu’où elle s’arrête.</translation>
        </message>
        <message>
            <source>No decision cost anything worth showing.</source>
            <translation>Aucune décision n’a coûté assez pour être montrée.</translation>
        </message>
        <message>
            <source>forced (not counted)</source>
            <translation>forcée (non comptée)</translation>
        </message>
        <message>
            <source>setup</source>
            <translation>mise en place</translation>
        </message>
        <message>
            <source>Move made: {chosen}. Hard’s move: {best}.</source>
            <translation>Coup joué : {chosen}. Coup de Difficile : {best}.</translation>
        </message>
        <message>
            <source>Review this game…</source>
            <translation>Analyser cette partie…</translation>
        </message>
        <message>
            <source>What each decision cost against the Hard player’s choice, and what was luck</source>
            <translation>Ce que chaque décision a coûté face au choix de l’ordinateur Difficile, et ce qui fut de la chance</translation>
        </message>
        <message>
            <source>The Hard player’s move</source>
            <translation>Le coup de l’ordinateur Difficile</translation>
        </message>
        <message>
            <source>The move made</source>
            <translation>Le coup joué</translation>
        </message>
    </context>
    <context>
        <name>RoundSummary</name>
        <message numerus="yes">
            <source>%n denier</source>
            <extracomment>How long the summary stays over the board, in milliseconds (not counting while a dialog is open).</extracomment>
            <translation>
                <numerusform>%n denier</numerusform>
                <numerusform>%n deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deniers</source>
            <translation>
                <numerusform>%n denier</numerusform>
                <numerusform>%n deniers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n influence</source>
            <translation>
                <numerusform>%n influence</numerusform>
                <numerusform>%n influence</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n citizen in the buildings</source>
            <translation>
                <numerusform>%n habitant dans les bâtiments</numerusform>
                <numerusform>%n habitants dans les bâtiments</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n citizens in the buildings</source>
            <translation>
                <numerusform>%n habitant dans les bâtiments</numerusform>
                <numerusform>%n habitants dans les bâtiments</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cube on the cathedral</source>
            <translation>
                <numerusform>%n cube sur la Cathédrale</numerusform>
                <numerusform>%n cubes sur la Cathédrale</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n cubes on the cathedral</source>
            <translation>
                <numerusform>%n cube sur la Cathédrale</numerusform>
                <numerusform>%n cubes sur la Cathédrale</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n event won</source>
            <translation>
                <numerusform>%n évènement gagné</numerusform>
                <numerusform>%n évènements gagnés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n events won</source>
            <translation>
                <numerusform>%n évènement gagné</numerusform>
                <numerusform>%n évènements gagnés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n VP</source>
            <translation>
                <numerusform>%n PV</numerusform>
                <numerusform>%n PV</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}: {changes}</source>
            <translation>{player} : {changes}</translation>
        </message>
        <message>
            <source>{player}: no change</source>
            <translation>{player} : aucun changement</translation>
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
            <translation>remplit l’évènement le plus à droite</translation>
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
            <extracomment>Rating bands on your VP minus le Roy's (RULINGS R6). The English text is the one the final scores keep (``rating_text``: the scores are part of the saved state, which must not depend on the language); show it with :func:`band_text`.</extracomment>
            <translation>Votre défaite ne mérite pas plus de commentaires. Vous êtes décapité.</translation>
        </message>
        <message>
            <source>Wipe that smile off your face: not bad, but le Roy will still have your head.</source>
            <translation>Ôtez ce sourire de votre visage. Ce n’est pas mal mais le Roy avait la tête ailleurs.</translation>
        </message>
        <message>
            <source>An average performance, at best.</source>
            <translation>Ça reste quand même très moyen comme performance.</translation>
        </message>
        <message>
            <source>Not bad: you are starting to make something of yourself.</source>
            <translation>Bien bien, ça commence à ressembler à quelque chose.</translation>
        </message>
        <message>
            <source>Le Roy is starting to worry. Off with your head all the same.</source>
            <translation>Le Roy s’inquiète. Vous êtes décapité.</translation>
        </message>
        <message>
            <source>Congratulations: masterful work!</source>
            <translation>Félicitations ! C’est une belle performance !</translation>
        </message>
        <message>
            <source>{die} is among his 3 highest dice: best free place of the Palace</source>
            <extracomment>Le Roy's reasons that name a building, whole sentences by building (Palace, Bishopric, City Hall), translated when they are given.</extracomment>
            <translation>son {die} est parmi ses 3 meilleurs dés : meilleure place libre du Palais</translation>
        </message>
        <message>
            <source>{die} is among his 3 highest dice: best free place of the Bishopric</source>
            <translation>son {die} est parmi ses 3 meilleurs dés : meilleure place libre de l’Évêché</translation>
        </message>
        <message>
            <source>{die} is among his 3 highest dice: best free place of the City Hall</source>
            <translation>son {die} est parmi ses 3 meilleurs dés : meilleure place libre de l’Hôtel de ville</translation>
        </message>
        <message>
            <source>his strongest die is red: the Palace</source>
            <translation>son meilleur dé est rouge : le Palais</translation>
        </message>
        <message>
            <source>his strongest die is white: the Bishopric</source>
            <translation>son meilleur dé est blanc : l’Évêché</translation>
        </message>
        <message>
            <source>his strongest die is yellow: the City Hall</source>
            <translation>son meilleur dé est jaune : l’Hôtel de ville</translation>
        </message>
        <message>
            <source>{steps}; nothing to expel or push in the Palace, so the City Hall</source>
            <translation>{steps} ; rien à expulser ni à pousser au Palais, donc l’Hôtel de ville</translation>
        </message>
        <message>
            <source>{steps}; nothing to expel or push in the Bishopric, so the Palace</source>
            <translation>{steps} ; rien à expulser ni à pousser à l’Évêché, donc le Palais</translation>
        </message>
        <message>
            <source>{steps}; nothing to expel or push in the City Hall, so the Bishopric</source>
            <translation>{steps} ; rien à expulser ni à pousser à l’Hôtel de ville, donc l’Évêché</translation>
        </message>
        <message>
            <source>Beheaded</source>
            <extracomment>The bands' names (the rulebook's verdicts in a word or two), the same in the final scoring, the statistics and the rules reference (resources/help/*/solo-le-roy.md).</extracomment>
            <translation>Décapité</translation>
        </message>
        <message>
            <source>Still beheaded</source>
            <translation>Décapité quand même</translation>
        </message>
        <message>
            <source>Average</source>
            <translation>Moyen</translation>
        </message>
        <message>
            <source>Not bad</source>
            <translation>Pas mal</translation>
        </message>
        <message>
            <source>Le Roy worries</source>
            <translation>Le Roy s’inquiète</translation>
        </message>
        <message>
            <source>Masterful</source>
            <translation>Magistral</translation>
        </message>
        <message>
            <source>{upper} or less</source>
            <translation>{upper} ou moins</translation>
        </message>
        <message>
            <source>more than {lower}</source>
            <translation>plus de {lower}</translation>
        </message>
        <message>
            <source>{lower} to {upper}</source>
            <translation>de {lower} à {upper}</translation>
        </message>
        <message>
            <source>{name} ({margins})</source>
            <translation>{name} ({margins})</translation>
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
            <source>le Roy removes the highest black die with his strongest die</source>
            <translation>le Roy élimine le dé noir le plus fort avec son meilleur dé</translation>
        </message>
        <message>
            <source>le Roy has no die left: the black die is removed all the same (negative events do not affect him)</source>
            <translation>le Roy n’a plus de dé : le dé noir est éliminé quand même (les évènements négatifs ne l’affectent pas)</translation>
        </message>
        <message>
            <source>buys your best die ({die}) for {deniers} deniers</source>
            <translation>vous achète votre meilleur dé ({die}) pour {deniers} deniers</translation>
        </message>
        <message>
            <source>you have no dice: he uses his own without paying</source>
            <translation>vous n’avez pas de dé : il utilise les siens sans vous payer</translation>
        </message>
        <message>
            <source>le Roy has no meeple left to place</source>
            <translation>le Roy n’a plus d’habitant à placer</translation>
        </message>
        <message>
            <source>no dice left: he starts at the Palace</source>
            <translation>plus de dés : il commence par le Palais</translation>
        </message>
        <message>
            <source>{steps}; {how} ({space})</source>
            <translation>{steps} ; {how} ({space})</translation>
        </message>
        <message>
            <source>{steps}; nowhere to expel or push one of your citizens: nothing happens</source>
            <translation>{steps} ; nulle part où expulser ou pousser un de vos habitants : il ne se passe rien</translation>
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
            <translation>l’évènement {event} est le plus à droite : un dé par étendard libre ({free})</translation>
        </message>
        <message>
            <source>no activity card can take one of his tradesmen</source>
            <translation>aucune carte Activité ne peut recevoir un de ses hommes de métier</translation>
        </message>
        <message>
            <source>{card}: the space worth the most VP ({vp}); ties go to the cheapest card, then red &gt; yellow &gt; white</source>
            <translation>{card} : l’emplacement qui rapporte le plus de PV ({vp}) ; à égalité, la carte la moins chère, puis rouge &gt; jaune &gt; blanc</translation>
        </message>
        <message>
            <source>the cathedral is full: he gains 2 VP instead</source>
            <translation>la Cathédrale est pleine : il gagne 2 PV à la place</translation>
        </message>
        <message>
            <source>the best free spaces (highest numbers) of the lowest level</source>
            <translation>les meilleures cases libres (les plus hauts numéros) du niveau le plus bas</translation>
        </message>
        <message>
            <source>only one free space: one cube (1 VP) and 1 VP more, 2 VP in all</source>
            <translation>une seule case libre : un cube (1 PV) et 1 PV de plus, 2 PV en tout</translation>
        </message>
        <message>
            <source>no character left: he gains 1 VP</source>
            <translation>plus de personnage : il gagne 1 PV</translation>
        </message>
        <message>
            <source>{character} is scored at once for both of you, then leaves the game</source>
            <translation>le personnage {character} est décompté tout de suite pour vous deux, puis quitte la partie</translation>
        </message>
    </context>
    <context>
        <name>RoySteps</name>
        <message>
            <source>His placement:</source>
            <extracomment>At most this many sentences per step (his decision first, then what it caused); the chronicle has all. The round in play (0 while setting up), which the header names: once a round is over, his steps of that round stay under the header of the new one, said to be the round just ended.</extracomment>
            <translation>Sa mise en place :</translation>
        </message>
        <message>
            <source>His steps in round {round}, just ended:</source>
            <translation>Ses étapes au tour {round}, qui vient de finir :</translation>
        </message>
        <message>
            <source>Le Roy's steps</source>
            <translation>Les étapes du Roy</translation>
        </message>
        <message>
            <source>Le Roy's steps: his placement</source>
            <translation>Les étapes du Roy : son placement</translation>
        </message>
        <message>
            <source>Le Roy's steps in round {round}</source>
            <translation>Les étapes du Roy au tour {round}</translation>
        </message>
        <message>
            <source>Each of le Roy's steps will be shown here, numbered, with what he did and why.</source>
            <translation>Chaque étape du Roy s’affichera ici, numérotée, avec ce qu’il a fait et pourquoi.</translation>
        </message>
    </context>
    <context>
        <name>Scoring</name>
        <message>
            <source>VP during the game</source>
            <translation>PV gagnés pendant la partie</translation>
        </message>
        <message>
            <source>Uncountered events (1 VP per cube)</source>
            <translation>Évènements non contrés (1 PV par cube)</translation>
        </message>
        <message>
            <source>Tradesmen on activity cards</source>
            <translation>Hommes de métier sur les cartes Activité</translation>
        </message>
        <message>
            <source>Cathedral (levels without a cube)</source>
            <translation>Cathédrale (niveaux sans cube)</translation>
        </message>
        <message>
            <source>Character: {character}</source>
            <translation>Personnage : {character}</translation>
        </message>
        <message>
            <source>Characters revealed by le Roy (already counted)</source>
            <translation>Personnages révélés par le Roy (déjà comptés)</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Margin: {margin} VP — band: {band}</source>
            <translation>Écart : {margin} PV — appréciation : {band}</translation>
        </message>
        <message>
            <source>The best band of all: nothing above it.</source>
            <translation>La meilleure appréciation : rien au-dessus.</translation>
        </message>
        <message numerus="yes">
            <source>Next band: {band}, %n VP away.</source>
            <translation>
                <numerusform>Appréciation suivante : {band}, à %n PV.</numerusform>
                <numerusform>Appréciation suivante : {band}, à %n PV.</numerusform>
            </translation>
        </message>
        <message>
            <source>Le Roy’s verdict: “{rating}”</source>
            <translation>Le verdict du Roy : « {rating} »</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>Décompte final</translation>
        </message>
        <message>
            <source>{player} beats le Roy!</source>
            <extracomment>The least height the charts keep above the table (below it they go beside the table).</extracomment>
            <translation>{player} bat le Roy !</translation>
        </message>
        <message>
            <source>Le Roy wins.</source>
            <translation>Le Roy gagne.</translation>
        </message>
        <message>
            <source>{player} wins!</source>
            <translation>{player} gagne !</translation>
        </message>
        <message>
            <source>Shared victory: {players} and {last}</source>
            <translation>Victoire partagée : {players} et {last}</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>text size</source>
            <extracomment>Every setting with its default value; the default's type is the setting's type. The values a setting may take, when they are a short list. Each setting in plain words, for the sentence about values that could not be used.</extracomment>
            <translation>taille du texte</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>vitesse des animations</translation>
        </message>
        <message>
            <source>computer players' pace</source>
            <translation>rythme des ordinateurs</translation>
        </message>
        <message>
            <source>asking before passing with dice left against le Roy</source>
            <translation>demander avant de passer avec des dés restants contre le Roy</translation>
        </message>
        <message>
            <source>asking before expelling one of your own citizens</source>
            <translation>demander avant d’expulser un de vos propres habitants</translation>
        </message>
        <message>
            <source>showing what the last player did</source>
            <translation>l’affichage de ce qu’a fait le dernier joueur</translation>
        </message>
        <message>
            <source>colour-blind help</source>
            <translation>aide aux daltoniens</translation>
        </message>
        <message>
            <source>language</source>
            <translation>langue</translation>
        </message>
        <message>
            <source>it does not hold settings</source>
            <extracomment>The notice about a damaged settings file, not yet taken: a function wording it in the current language (the file is read before the language is chosen), or None. What could not be used and was ignored, not yet told: settings.json keys (words from :data:`LABELS`), or texts already in the current language (from the ``remembered_*`` functions).</extracomment>
            <translation>il ne contient pas de paramètres</translation>
        </message>
        <message>
            <source>Until you change them, the usual settings are used.</source>
            <translation>Tant que vous ne les modifiez pas, les paramètres habituels s’appliquent.</translation>
        </message>
        <message>
            <source>Some saved settings could not be used: {settings}. Their usual values apply until you change them.</source>
            <translation>Certains paramètres enregistrés n’ont pas pu être utilisés : {settings}. Leurs valeurs habituelles s’appliquent tant que vous ne les modifiez pas.</translation>
        </message>
        <message>
            <source>Your choices (players, seats, names, windows) cannot be remembered: the settings file {file} cannot be written. They apply until Troyes Desktop is closed.</source>
            <extracomment>The settings.ini that could not be written in this run ("" while every write worked), and whether the player was told (once a run: every later choice fails the same way).</extracomment>
            <translation>Vos choix (joueurs, places, noms, fenêtres) ne peuvent pas être retenus : le fichier de paramètres {file} ne peut pas être écrit. Ils s’appliquent jusqu’à la fermeture de Troyes Desktop.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Ask before passing with dice left against le Roy</source>
            <extracomment>The confirmations the player may turn on or off: setting -&gt; the sentence beside its box. (Every text of these tables is shown through ``translate("SettingsDialog", text)``.)</extracomment>
            <translation>Demander avant de passer avec des dés restants contre le Roy</translation>
        </message>
        <message>
            <source>Ask before expelling one of my own citizens</source>
            <translation>Demander avant d’expulser un de mes propres habitants</translation>
        </message>
        <message>
            <source>Normal (100 %)</source>
            <translation>Normale (100 %)</translation>
        </message>
        <message>
            <source>Larger (125 %)</source>
            <translation>Plus grande (125 %)</translation>
        </message>
        <message>
            <source>Largest (150 %)</source>
            <translation>La plus grande (150 %)</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lente</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Instant (no animation)</source>
            <translation>Instantanée (sans animation)</translation>
        </message>
        <message>
            <source>Slow (about 1.5 s a step)</source>
            <translation>Lent (environ 1,5 s par étape)</translation>
        </message>
        <message>
            <source>Normal (under a second a step)</source>
            <translation>Normal (moins d’une seconde par étape)</translation>
        </message>
        <message>
            <source>Fast (a third of a second a step)</source>
            <translation>Rapide (un tiers de seconde par étape)</translation>
        </message>
        <message>
            <source>Instant (as soon as decided)</source>
            <translation>Instantané (dès la décision prise)</translation>
        </message>
        <message>
            <source>As the system ({language})</source>
            <translation>Comme le système ({language})</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Paramètres</translation>
        </message>
        <message>
            <source>Screen</source>
            <translation>Écran</translation>
        </message>
        <message>
            <source>Text size:</source>
            <translation>Taille du texte :</translation>
        </message>
        <message>
            <source>Animation speed:</source>
            <translation>Vitesse des animations :</translation>
        </message>
        <message>
            <source>How fast the computer players' moves follow each other on the board</source>
            <translation>À quelle vitesse les coups des ordinateurs se suivent sur le plateau</translation>
        </message>
        <message>
            <source>Computer players' pace:</source>
            <translation>Rythme des ordinateurs :</translation>
        </message>
        <message>
            <source>Glyphs on the dice, a mark on each player's pieces</source>
            <translation>Symboles sur les dés, une marque sur les pièces de chaque joueur</translation>
        </message>
        <message>
            <source>Each die shows its colour's glyph (sword, cross, sheaf, crown) and each player's pieces and shield their mark (circle, cross, triangle, diamond), so that colours can be told apart without seeing them</source>
            <translation>Chaque dé montre le symbole de sa couleur (épée, croix, gerbe, couronne) et les pièces et le blason de chaque joueur sa marque (rond, croix, triangle, losange) : les couleurs se distinguent sans les voir</translation>
        </message>
        <message>
            <source>Colour-blind help:</source>
            <translation>Aide aux daltoniens :</translation>
        </message>
        <message>
            <source>The language applies when Troyes Desktop starts again; your game is kept and Continue resumes it.</source>
            <translation>La langue s’applique au prochain démarrage de Troyes Desktop ; votre partie est conservée et Continuer la reprend.</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Langue :</translation>
        </message>
        <message>
            <source>Confirmations</source>
            <translation>Confirmations</translation>
        </message>
        <message>
            <source>Several people at one computer</source>
            <translation>Plusieurs personnes devant un même ordinateur</translation>
        </message>
        <message>
            <source>Show what the last player did</source>
            <translation>Montrer ce qu’a fait le dernier joueur</translation>
        </message>
        <message>
            <source>Before the seat is passed, a card says what the last player did; without it the next player's turn is shown at once.</source>
            <translation>Avant de céder la place, une carte dit ce qu’a fait le dernier joueur ; sans elle, le tour du joueur suivant s’affiche aussitôt.</translation>
        </message>
        <message>
            <source>A larger text size applies at once to the start screen and to every game opened afterwards.</source>
            <translation>Une taille de texte plus grande s’applique aussitôt à l’écran d’accueil et à chaque partie ouverte ensuite.</translation>
        </message>
        <message>
            <source>Your settings could not be written to {folder}. They apply until Troyes Desktop is closed.</source>
            <translation>Vos paramètres n’ont pas pu être écrits dans {folder}. Ils s’appliquent jusqu’à la fermeture de Troyes Desktop.</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>Troyes · The Ladies of Troyes · Troyes Dice</source>
            <translation>Troyes · Les Dames de Troyes · Troyes Dice</translation>
        </message>
        <message>
            <source>The game board is still being built.
Meanwhile, you can try the rules engine from a terminal:</source>
            <translation>Le plateau de jeu est encore en construction.
En attendant, vous pouvez essayer les règles depuis un terminal :</translation>
        </message>
        <message>
            <source>version {version}</source>
            <translation>version {version}</translation>
        </message>
        <message>
            <source>No game to continue yet: every game is saved automatically after every move.</source>
            <translation>Aucune partie à continuer pour l’instant : chaque partie est enregistrée automatiquement après chaque coup.</translation>
        </message>
        <message>
            <source>today at {time}</source>
            <translation>aujourd’hui à {time}</translation>
        </message>
        <message>
            <source>yesterday at {time}</source>
            <translation>hier à {time}</translation>
        </message>
        <message>
            <source>A city of dice, citizens and cathedral stones · Troyes for 1 to 4 players, Troyes Dice for 1 to 10, at one computer</source>
            <translation>Une ville de dés, d’habitants et de pierres de cathédrale · Troyes de 1 à 4 joueurs, Troyes Dice de 1 à 10, sur un seul ordinateur</translation>
        </message>
        <message>
            <source>Unfinished games</source>
            <translation>Parties en cours</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Bring the game back to the list</source>
            <translation>Remettre la partie dans la liste</translation>
        </message>
        <message>
            <source>Continue</source>
            <extracomment>"Remove…" on one game of the list (the window asks first, then offers Undo here). Below this height the title shrinks and the dice ornament is left out. One (label, button, entry) per unfinished game, the most recent first; ``throw_buttons`` beside. One frame per unfinished game: its words, then its Remove… and Continue under them. The most recent game's Continue (a disabled stand-in when there is none).</extracomment>
            <translation>Continuer</translation>
        </message>
        <message>
            <source>No game to continue</source>
            <translation>Aucune partie à continuer</translation>
        </message>
        <message>
            <source>New game of Troyes</source>
            <translation>Nouvelle partie de Troyes</translation>
        </message>
        <message>
            <source>2 to 4 players at this computer</source>
            <translation>2 à 4 joueurs devant cet ordinateur</translation>
        </message>
        <message>
            <source>Solo against le Roy</source>
            <translation>Solo contre le Roy</translation>
        </message>
        <message>
            <source>The King's Challenge: one player against the automaton le Roy</source>
            <translation>Le défi royal : un joueur contre l’automate le Roy</translation>
        </message>
        <message>
            <source>Troyes Dice</source>
            <translation>Troyes Dice</translation>
        </message>
        <message>
            <source>The roll-and-write Troyes Dice: 1 to 10 players, wheel and scoresheets</source>
            <translation>Troyes Dice, le jeu de dés à cocher : 1 à 10 joueurs, une roue et des feuilles de score</translation>
        </message>
        <message>
            <source>Removed: {game}.</source>
            <translation>Retirée : {game}.</translation>
        </message>
        <message>
            <source>Remove…</source>
            <translation>Retirer…</translation>
        </message>
        <message>
            <source>{game}: remove this game (you are asked first)</source>
            <translation>{game} : retirer cette partie (une question vous est posée d’abord)</translation>
        </message>
        <message>
            <source>Statistics and history</source>
            <translation>Statistiques et historique</translation>
        </message>
        <message>
            <source>Your results in both games, every finished game, and replays</source>
            <translation>Vos résultats aux deux jeux, toutes les parties terminées, et les parties à revoir</translation>
        </message>
        <message>
            <source>Load…</source>
            <translation>Ouvrir…</translation>
        </message>
        <message>
            <source>Open a saved game (.troyes.json)</source>
            <translation>Choisir une partie enregistrée (.troyes.json)</translation>
        </message>
        <message>
            <source>Settings…</source>
            <translation>Paramètres…</translation>
        </message>
        <message>
            <source>Text size, animation speed, confirmations, colour-blind glyphs, language</source>
            <translation>Taille du texte, vitesse des animations, confirmations, symboles pour daltoniens, langue</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quitter</translation>
        </message>
        <message>
            <source>Close Troyes Desktop</source>
            <translation>Fermer Troyes Desktop</translation>
        </message>
        <message>
            <source>Resume: {game}</source>
            <translation>Reprendre : {game}</translation>
        </message>
        <message>
            <source>No unfinished game</source>
            <translation>Aucune partie en cours</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>finished {date}</source>
            <translation>terminée le {date}</translation>
        </message>
        <message>
            <source>{name} (computer, easy)</source>
            <extracomment>(Every text of these tables is shown through ``translate("Statistics", text)``.) A computer player in the History list, by level (whole texts).</extracomment>
            <translation>{name} (ordinateur, facile)</translation>
        </message>
        <message>
            <source>{name} (computer, normal)</source>
            <translation>{name} (ordinateur, normal)</translation>
        </message>
        <message>
            <source>{name} (computer, hard)</source>
            <translation>{name} (ordinateur, difficile)</translation>
        </message>
        <message>
            <source>Troyes Dice</source>
            <translation>Troyes Dice</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Vainqueur</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} et {last}</translation>
        </message>
        <message>
            <source>— (played alone)</source>
            <translation>— (partie à un joueur)</translation>
        </message>
        <message>
            <source>Statistics and history</source>
            <translation>Statistiques et historique</translation>
        </message>
        <message>
            <source>The list of finished games cannot be read: {reason}.</source>
            <translation>La liste des parties terminées ne peut pas être lue : {reason}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} (%n game(s))</source>
            <translation>
                <numerusform>{name} (%n partie)</numerusform>
                <numerusform>{name} (%n parties)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished game(s)</source>
            <translation>
                <numerusform>%n partie terminée</numerusform>
                <numerusform>%n parties terminées</numerusform>
            </translation>
        </message>
        <message>
            <source>Player:</source>
            <translation>Joueur :</translation>
        </message>
        <message>
            <source>No finished game yet: your statistics appear here after your first game.</source>
            <translation>Aucune partie terminée pour l’instant : vos statistiques apparaîtront ici après votre première partie.</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>Victoires</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Taux de victoire</translation>
        </message>
        <message>
            <source>Mean score</source>
            <translation>Score moyen</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Meilleur score</translation>
        </message>
        <message>
            <source>Games, wins and scores</source>
            <translation>Parties, victoires et scores</translation>
        </message>
        <message>
            <source>Against le Roy</source>
            <translation>Contre le Roy</translation>
        </message>
        <message>
            <source>Margin of each game (your VP minus le Roy's)</source>
            <translation>Écart de chaque partie (vos PV moins ceux du Roy)</translation>
        </message>
        <message>
            <source>Games per rating</source>
            <translation>Parties par appréciation</translation>
        </message>
        <message>
            <source>Against computer players</source>
            <translation>Contre les ordinateurs</translation>
        </message>
        <message>
            <source>Scores over time</source>
            <translation>Scores au fil du temps</translation>
        </message>
        <message>
            <source>No game of Troyes Dice yet.</source>
            <translation>Aucune partie de Troyes Dice pour l’instant.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>The statistics cannot be read: {reason}.</source>
            <translation>Les statistiques ne peuvent pas être lues : {reason}.</translation>
        </message>
        <message numerus="yes">
            <source>{wins} of %n with opponents</source>
            <translation>
                <numerusform>{wins} sur %n avec adversaires</numerusform>
                <numerusform>{wins} sur %n avec adversaires</numerusform>
            </translation>
        </message>
        <message>
            <source>{band}: {rating}</source>
            <translation>{band} : {rating}</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>date</source>
            <translation>date</translation>
        </message>
        <message>
            <source>No game against a computer player yet (choose one for a seat in the new-game dialog).</source>
            <translation>Aucune partie contre un ordinateur pour l’instant (choisissez-en un pour une place dans la fenêtre de nouvelle partie).</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Niveau</translation>
        </message>
        <message>
            <source>Achievements</source>
            <translation>Succès</translation>
        </message>
        <message>
            <source>{achievement}: {count} of {needed}</source>
            <translation>{achievement} : {count} sur {needed}</translation>
        </message>
        <message>
            <source>None yet.</source>
            <translation>Aucun pour l’instant.</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Revoir</translation>
        </message>
        <message>
            <source>Watch the chosen game again, move by move</source>
            <translation>Revoir la partie choisie, coup par coup</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Analyser</translation>
        </message>
        <message>
            <source>What each decision cost against the Hard player, and what was luck</source>
            <translation>Ce que chaque décision a coûté face à l’ordinateur Difficile, et ce qui fut de la chance</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exporter…</translation>
        </message>
        <message>
            <source>Write the chosen game's record as a JSON file (it opens like a saved game)</source>
            <translation>Écrire l’enregistrement de la partie choisie dans un fichier JSON (il s’ouvre comme une partie enregistrée)</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Supprimer…</translation>
        </message>
        <message>
            <source>Remove the chosen game from the history</source>
            <translation>Retirer la partie choisie de l’historique</translation>
        </message>
        <message>
            <source>Replay a saved game…</source>
            <translation>Revoir une partie enregistrée…</translation>
        </message>
        <message>
            <source>Watch any saved game (finished or not) move by move</source>
            <translation>Revoir n’importe quelle partie enregistrée (terminée ou non) coup par coup</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historique</translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Choisissez une partie</translation>
        </message>
        <message>
            <source>Choose a game in the list first.</source>
            <translation>Choisissez d’abord une partie dans la liste.</translation>
        </message>
        <message>
            <source>Cannot replay the game</source>
            <translation>Impossible de revoir la partie</translation>
        </message>
        <message>
            <source>The game cannot be read: {reason}.</source>
            <translation>La partie ne peut pas être lue : {reason}.</translation>
        </message>
        <message>
            <source>it is no longer in the history</source>
            <translation>elle n’est plus dans l’historique</translation>
        </message>
        <message>
            <source>This game cannot be replayed: {reason}.</source>
            <translation>Cette partie ne peut pas être revue : {reason}.</translation>
        </message>
        <message>
            <source>Replay a saved game</source>
            <translation>Revoir une partie enregistrée</translation>
        </message>
        <message>
            <source>Troyes saves (*.troyes.json);;JSON files (*.json);;All files (*)</source>
            <translation>Parties de Troyes (*.troyes.json);;Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>{name} is not a Troyes Desktop save</source>
            <translation>{name} n’est pas une partie enregistrée de Troyes Desktop</translation>
        </message>
        <message>
            <source>saved game {name}</source>
            <translation>partie enregistrée {name}</translation>
        </message>
        <message>
            <source>Export the game</source>
            <translation>Exporter la partie</translation>
        </message>
        <message>
            <source>Troyes saves (*.troyes.json);;JSON files (*.json)</source>
            <translation>Parties de Troyes (*.troyes.json);;Fichiers JSON (*.json)</translation>
        </message>
        <message>
            <source>the game is no longer in the history</source>
            <translation>la partie n’est plus dans l’historique</translation>
        </message>
        <message>
            <source>Cannot export the game</source>
            <translation>Impossible d’exporter la partie</translation>
        </message>
        <message>
            <source>{name} could not be written: {reason}.</source>
            <translation>{name} n’a pas pu être écrit : {reason}.</translation>
        </message>
        <message>
            <source>Game exported</source>
            <translation>Partie exportée</translation>
        </message>
        <message>
            <source>The game's record is in {path}.</source>
            <translation>L’enregistrement de la partie est dans {path}.</translation>
        </message>
        <message>
            <source>Delete the game</source>
            <translation>Supprimer la partie</translation>
        </message>
        <message>
            <source>Remove this game from the history? Its statistics go with it; achievements already earned are kept.</source>
            <translation>Retirer cette partie de l’historique ? Ses statistiques partent avec elle ; les succès déjà obtenus sont conservés.</translation>
        </message>
        <message>
            <source>Cannot delete the game</source>
            <translation>Impossible de supprimer la partie</translation>
        </message>
        <message>
            <source>The game could not be removed: {reason}.</source>
            <translation>La partie n’a pas pu être retirée : {reason}.</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>The finished game could not be added to the history: {reason}.</source>
            <extracomment>The notices waiting for the player (shared with :mod:`.db`, which adds those no caller read).</extracomment>
            <translation>La partie terminée n’a pas pu être ajoutée à l’historique : {reason}.</translation>
        </message>
        <message>
            <source>The finished game could not be added to the history.</source>
            <translation>La partie terminée n’a pas pu être ajoutée à l’historique.</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <extracomment>Version 1 (Troyes Desktop before profiles): one row per game with its record as JSON. Version 3: the reviews of games (issue 48), kept with the engine and evaluation versions they were made by. ``game_key``: the caller's key of the game (a stored game's key, or a digest of a save file's setup and actions); ``seats_key``: which seats were reviewed and how (the caller's words, e.g. "0,2/1.0"). The schema of a new file. from version -&gt; function bringing the schema to version + 1 (every step of an opening runs inside the one transaction that looked at the file). SQLite's primary result codes met here (``sqlite3.Error.sqlite_errorcode &amp; 0xFF``). str(path) -&gt; until when (time.monotonic()) reads of that file answer "busy" without trying.</extracomment>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>the data folder cannot be written to</source>
            <translation>impossible d’écrire dans le dossier de données</translation>
        </message>
        <message>
            <source>another copy of Troyes Desktop is using the list of games</source>
            <translation>une autre copie de Troyes Desktop utilise la liste des parties</translation>
        </message>
        <message>
            <source>the list of finished games cannot be opened in the data folder</source>
            <translation>la liste des parties terminées ne peut pas être ouverte dans le dossier de données</translation>
        </message>
        <message>
            <source>This game's record is damaged.</source>
            <extracomment>``PRAGMA application_id``: "TrDk" as a 32-bit number, so a foreign SQLite file is recognised. The Troyes Dice achievements counted over games ("play 3 solo games"...): earned at the third one. How long (seconds) an access waits for another copy of the app that holds the file. Reading waits very little: a history held by another copy answers at once that it is busy (a new-game dialog then offers no names) rather than freezing the window. Writing a finished game (once per game) waits a little longer; a game that still cannot be written stays in the automatic saves and is stored at the next start. After the file was found busy, reads answer "busy" at once for this long (seconds), without waiting. Notices (a file set aside) that no caller read through :attr:`Store.notice`, for ``store.take_notices``.</extracomment>
            <translation>L’enregistrement de cette partie est endommagé.</translation>
        </message>
        <message>
            <source>the list of finished games could not be written</source>
            <translation>la liste des parties terminées n’a pas pu être écrite</translation>
        </message>
        <message>
            <source>The list of finished games was damaged: it has been kept as {kept} in the data folder and a new list of games has been started.</source>
            <extracomment>Files whose every page was checked in this run, as (device, inode, size, modification time): damage that appears later inside the run is met by the queries themselves (see :func:`_guarded`); a file changed by another program is checked again. Why a store file was set aside -&gt; the sentence telling the player (``{kept}``: the name it was kept as).</extracomment>
            <translation>La liste des parties terminées était endommagée : elle a été conservée sous le nom {kept} dans le dossier de données et une nouvelle liste de parties a été commencée.</translation>
        </message>
        <message>
            <source>The file of finished games was not one of Troyes Desktop's: it has been kept as {kept} in the data folder and a new list of games has been started.</source>
            <translation>Le fichier des parties terminées n’était pas un fichier de Troyes Desktop : il a été conservé sous le nom {kept} dans le dossier de données et une nouvelle liste de parties a été commencée.</translation>
        </message>
        <message>
            <source>The list of finished games was written by a newer Troyes Desktop: it has been kept as {kept} in the data folder and a new list of games has been started.</source>
            <translation>La liste des parties terminées a été écrite par une version plus récente de Troyes Desktop : elle a été conservée sous le nom {kept} dans le dossier de données et une nouvelle liste de parties a été commencée.</translation>
        </message>
        <message>
            <source>{name} in the data folder is a folder, not the list of finished games</source>
            <translation>{name}, dans le dossier de données, est un dossier et non la liste des parties terminées</translation>
        </message>
        <message>
            <source>the list of finished games cannot be used and could not be set aside ({reason})</source>
            <translation>la liste des parties terminées est inutilisable et n’a pas pu être mise de côté ({reason})</translation>
        </message>
        <message>
            <source>the list of finished games could not be opened</source>
            <translation>la liste des parties terminées n’a pas pu être ouverte</translation>
        </message>
        <message>
            <source>Troyes</source>
            <extracomment>mode id -&gt; its English title (show it with :func:`mode_title`, in the current language).</extracomment>
            <translation>Troyes</translation>
        </message>
        <message>
            <source>Solo against le Roy</source>
            <translation>Solo contre le Roy</translation>
        </message>
        <message>
            <source>Troyes Dice</source>
            <translation>Troyes Dice</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <extracomment>Computer levels (troyes_desktop.bots.LEVELS); a seat that is not a computer is a person.</extracomment>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>this is not a game record: its setup or its list of actions is missing</source>
            <translation>ce n’est pas un enregistrement de partie : sa configuration ou sa liste de coups manque</translation>
        </message>
        <message>
            <source>the game's setup is damaged ({reason})</source>
            <translation>la configuration de la partie est endommagée ({reason})</translation>
        </message>
        <message>
            <source>the record is damaged: action {number} is not legal ({reason})</source>
            <extracomment>(unit number, position): the first position at which that round / day is under way.</extracomment>
            <translation>l’enregistrement est endommagé : le coup {number} n’est pas permis ({reason})</translation>
        </message>
    </context>
    <context>
        <name>Tooltips</name>
        <message>
            <source>sword</source>
            <translation>épée</translation>
        </message>
        <message>
            <source>cross</source>
            <translation>croix</translation>
        </message>
        <message>
            <source>sheaf</source>
            <translation>gerbe</translation>
        </message>
        <message>
            <source>&lt;i&gt;{label}&lt;/i&gt; is &lt;b&gt;set by your card_overrides.json&lt;/b&gt;</source>
            <translation>&lt;i&gt;{label}&lt;/i&gt; : &lt;b&gt;valeur fixée par votre fichier card_overrides.json&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;{label}&lt;/i&gt; is &lt;b&gt;partly reconstructed&lt;/b&gt;: {reason}</source>
            <translation>&lt;i&gt;{label}&lt;/i&gt; : &lt;b&gt;valeur en partie reconstituée&lt;/b&gt; — {reason}</translation>
        </message>
        <message>
            <source>&lt;i&gt;{label}&lt;/i&gt; is &lt;b&gt;partly reconstructed&lt;/b&gt;</source>
            <translation>&lt;i&gt;{label}&lt;/i&gt; : &lt;b&gt;valeur en partie reconstituée&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;{label}&lt;/i&gt; is &lt;b&gt;reconstructed&lt;/b&gt;: {reason}</source>
            <translation>&lt;i&gt;{label}&lt;/i&gt; : &lt;b&gt;valeur reconstituée&lt;/b&gt; — {reason}</translation>
        </message>
        <message>
            <source>&lt;i&gt;{label}&lt;/i&gt; is &lt;b&gt;reconstructed&lt;/b&gt;</source>
            <translation>&lt;i&gt;{label}&lt;/i&gt; : &lt;b&gt;valeur reconstituée&lt;/b&gt;</translation>
        </message>
        <message>
            <source>All numbers as printed in the rulebook.</source>
            <translation>Tous les nombres sont ceux de la règle.</translation>
        </message>
        <message>
            <source>Numbers not printed in the rulebook (reconstructed values; correct them with card_overrides.json):</source>
            <translation>Nombres absents de la règle (valeurs reconstituées ; corrigez-les avec card_overrides.json) :</translation>
        </message>
        <message>
            <source>&lt;b&gt;Mixed effect&lt;/b&gt; (bolt and hourglass): when you activate it, either place cubes on the card (one per activation) or use cubes already there for the effect, never both in one action. Several of its cubes may be used at once, with another card's cube as well.</source>
            <translation>&lt;b&gt;Usage mixte&lt;/b&gt; (éclair et sablier) : quand vous l’activez, placez des cubes sur la carte (un par activation) ou utilisez pour son effet des cubes qui s’y trouvent déjà, jamais les deux dans une même action. Plusieurs de ses cubes peuvent servir à la fois, avec en plus le cube d’une autre carte.</translation>
        </message>
        <message>
            <source>&lt;b&gt;End-of-game effect&lt;/b&gt; (chequered flag): each activation places cubes on the card; they score only at the end of the game.</source>
            <translation>&lt;b&gt;Effet de fin de partie&lt;/b&gt; (drapeau à damier) : chaque activation place des cubes sur la carte ; ils ne rapportent qu’en fin de partie.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Delayed effect&lt;/b&gt; (hourglass): each activation stores one cube on the card, used later to modify one action.</source>
            <translation>&lt;b&gt;Usage différé&lt;/b&gt; (sablier) : chaque activation met un cube en réserve sur la carte, qui servira plus tard à modifier une action.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Immediate effect.&lt;/b&gt;</source>
            <translation>&lt;b&gt;Usage immédiat.&lt;/b&gt;</translation>
        </message>
        <message>
            <source>{colour} activity card, level {level}.</source>
            <translation>Carte Activité {colour}, niveau {level}.</translation>
        </message>
        <message>
            <source>Use a group of 1 to 3 dice of any colour (mixed): activations = group value ÷ {divisor} (rounded down).</source>
            <translation>Utilisez un lot de 1 à 3 dés de n’importe quelles couleurs (mélangées) : activations = valeur du lot ÷ {divisor} (arrondi à l’inférieur).</translation>
        </message>
        <message>
            <source>Use a group of 1 to 3 {colour} dice: activations = group value ÷ {divisor} (rounded down).</source>
            <translation>Utilisez un lot de 1 à 3 dés {colour} : activations = valeur du lot ÷ {divisor} (arrondi à l’inférieur).</translation>
        </message>
        <message>
            <source>Hire cost: &lt;b&gt;{cost} influence point&lt;/b&gt;.</source>
            <translation>Coût de l’homme de métier : &lt;b&gt;{cost} point d’influence&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>Hire cost: &lt;b&gt;{cost} influence points&lt;/b&gt;.</source>
            <translation>Coût de l’homme de métier : &lt;b&gt;{cost} points d’influence&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>Hire cost: &lt;b&gt;{cost} denier&lt;/b&gt;.</source>
            <translation>Coût de l’homme de métier : &lt;b&gt;{cost} denier&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>Hire cost: &lt;b&gt;{cost} deniers&lt;/b&gt;.</source>
            <translation>Coût de l’homme de métier : &lt;b&gt;{cost} deniers&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>First use: hire a tradesman and place one of your citizens on the card's first free space (VP at the end of the game: {spaces}); once all spaces are taken, on the illustration (no VP).</source>
            <translation>Première utilisation : engagez un homme de métier et placez l’un de vos habitants sur le premier emplacement libre de la carte (PV en fin de partie : {spaces}) ; une fois tous les emplacements pris, sur l’illustration (sans PV).</translation>
        </message>
        <message>
            <source>Hire cost</source>
            <translation>Coût de l’homme de métier</translation>
        </message>
        <message>
            <source>Divisor</source>
            <translation>Diviseur</translation>
        </message>
        <message>
            <source>Space VP</source>
            <translation>PV des emplacements</translation>
        </message>
        <message>
            <source>&lt;b&gt;{colour} activity card, level {level}&lt;/b&gt;&lt;br&gt;Face down: revealed at the start of round {round}.</source>
            <translation>&lt;b&gt;Carte Activité {colour}, niveau {level}&lt;/b&gt;&lt;br&gt;Face cachée : révélée au début du tour {round}.</translation>
        </message>
        <message>
            <source>Always in play (never taken).</source>
            <translation>Toujours en jeu (jamais gagnée).</translation>
        </message>
        <message>
            <source>{colour} event.</source>
            <translation>Carte Évènement {colour}.</translation>
        </message>
        <message>
            <source>It calls a card of the {colour} deck.</source>
            <translation>Elle appelle une carte de la pioche {colour}.</translation>
        </message>
        <message>
            <source>One black die each round while it is in the queue.</source>
            <translation>Un dé noir à chaque tour tant qu’elle est dans la file.</translation>
        </message>
        <message>
            <source>{count} black dice each round while it is in the queue.</source>
            <translation>{count} dés noirs à chaque tour tant qu’elle est dans la file.</translation>
        </message>
        <message>
            <source>No black die.</source>
            <translation>Aucun dé noir.</translation>
        </message>
        <message>
            <source>Fought with {colour} dice: one cube on a banner per {divisor} points of the group, and 1 influence per cube. Banners: {banners}; once they are all covered the event is countered: most cubes {first} VP, second {second} VP (ties share; the first to place wins the card).</source>
            <translation>Se combat avec des dés {colour} : un cube sur un étendard par tranche de {divisor} points du lot, et 1 point d’influence par cube. Étendards : {banners} ; dès qu’ils sont tous couverts, l’évènement est contré : le plus de cubes {first} PV, le deuxième {second} PV (les ex æquo partagent ; le premier à s’être placé gagne la carte).</translation>
        </message>
        <message>
            <source>Banners</source>
            <translation>Étendards</translation>
        </message>
        <message>
            <source>VP</source>
            <translation>PV</translation>
        </message>
        <message>
            <source>Deck called</source>
            <translation>Pioche appelée</translation>
        </message>
        <message>
            <source>Occupied by {name}.</source>
            <translation>Occupée par {name}.</translation>
        </message>
        <message>
            <source>Empty.</source>
            <translation>Libre.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Palace, space {number}&lt;/b&gt;: reached with a red die showing {number}.</source>
            <translation>&lt;b&gt;Palais, case {number}&lt;/b&gt; : atteinte avec un dé rouge qui montre {number}.</translation>
        </message>
        <message>
            <source>A newcomer on an occupied space expels the citizen there (laid on the Palace).</source>
            <translation>Un nouveau venu sur une case occupée en expulse l’habitant (couché sur le Palais).</translation>
        </message>
        <message>
            <source>&lt;b&gt;{building}, row {low}/{high}, first space&lt;/b&gt;: reached with a {colour} die showing {low} or {high}.</source>
            <translation>&lt;b&gt;{building}, ligne {low}/{high}, première case&lt;/b&gt; : atteinte avec un dé {colour} qui montre {low} ou {high}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{building}, row {low}/{high}, second space&lt;/b&gt;: reached with a {colour} die showing {low} or {high}.</source>
            <translation>&lt;b&gt;{building}, ligne {low}/{high}, deuxième case&lt;/b&gt; : atteinte avec un dé {colour} qui montre {low} ou {high}.</translation>
        </message>
        <message>
            <source>A newcomer takes the first space and pushes the row to the right; whoever falls off the end is expelled (laid on the building).</source>
            <translation>Un nouveau venu prend la première case et pousse la ligne vers la droite ; celui qui tombe au bout est expulsé (couché sur le bâtiment).</translation>
        </message>
        <message>
            <source>Salary: {count} denier per citizen each round.</source>
            <translation>Salaire : {count} denier par habitant à chaque tour.</translation>
        </message>
        <message>
            <source>Salary: {count} deniers per citizen each round.</source>
            <translation>Salaire : {count} deniers par habitant à chaque tour.</translation>
        </message>
        <message>
            <source>No salary.</source>
            <translation>Pas de salaire.</translation>
        </message>
        <message>
            <source>Each citizen here gives its owner one {colour} die each round.</source>
            <translation>Chaque habitant ici donne à son propriétaire un dé {colour} à chaque tour.</translation>
        </message>
        <message>
            <source>Lying on the illustration (expelled this round, back to their owners' supply at the end of the round; nobody can expel these colours from this building again this round): {names}</source>
            <translation>Couchés sur l’illustration (expulsés ce tour-ci, ils retournent dans la réserve de leur propriétaire à la fin du tour ; personne ne peut plus expulser ces couleurs de ce bâtiment ce tour-ci) : {names}</translation>
        </message>
        <message>
            <source>Nobody has been expelled.</source>
            <translation>Personne n’a été expulsé.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{building}&lt;/b&gt; ({dice} dice).&lt;br&gt;Place a citizen with exactly one {die} die; its value shows the space.</source>
            <translation>&lt;b&gt;{building}&lt;/b&gt; (dés {dice}).&lt;br&gt;Placez un habitant avec un seul dé {die} ; sa valeur désigne la case.</translation>
        </message>
        <message>
            <source>Right-click: reroll (1 influence) or turn over (4 influence).</source>
            <translation>Clic droit : relancer (1 point d’influence) ou retourner (4 points d’influence).</translation>
        </message>
        <message>
            <source>&lt;b&gt;Purple die showing {value}&lt;/b&gt; (glyph: crown), the head of {owner}'s family.&lt;br&gt;When it is used, its owner chooses its colour: red, white or yellow (the group's target names it); it counts double against a black die. Nobody else can buy, exchange or take it.</source>
            <translation>&lt;b&gt;Dé violet qui montre {value}&lt;/b&gt; (symbole : couronne) : le chef de famille, qui appartient à {owner}.&lt;br&gt;Quand il sert, son propriétaire choisit sa couleur : rouge, blanc ou jaune (la cible du lot la désigne) ; il compte double contre un dé noir. Personne d’autre ne peut l’acheter, l’échanger ni le prendre.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{colour} die showing {value}&lt;/b&gt; (glyph: {glyph}) in le Roy's district.</source>
            <translation>&lt;b&gt;Dé {colour} qui montre {value}&lt;/b&gt; (symbole : {glyph}) dans le quartier du Roy.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{colour} die showing {value}&lt;/b&gt; (glyph: {glyph}) in the neutral player's district (gray).</source>
            <translation>&lt;b&gt;Dé {colour} qui montre {value}&lt;/b&gt; (symbole : {glyph}) dans le quartier du joueur neutre (gris).</translation>
        </message>
        <message>
            <source>&lt;b&gt;City square: the neutral player's district (gray)&lt;/b&gt;. Dice here: {count}.</source>
            <translation>&lt;b&gt;Place de la ville : quartier du joueur neutre (gris)&lt;/b&gt;. Dés ici : {count}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{colour} die showing {value}&lt;/b&gt; (glyph: {glyph}) in {owner}'s district.</source>
            <translation>&lt;b&gt;Dé {colour} qui montre {value}&lt;/b&gt; (symbole : {glyph}) dans le quartier appartenant à {owner}.</translation>
        </message>
        <message>
            <source>A red die places a citizen in the Palace, activates red cards and fights red events.</source>
            <translation>Un dé rouge place un habitant au Palais, active les cartes rouges et combat les évènements rouges.</translation>
        </message>
        <message>
            <source>A white die places a citizen in the Bishopric, activates white cards and fights white events.</source>
            <translation>Un dé blanc place un habitant à l’Évêché, active les cartes blanches et combat les évènements blancs.</translation>
        </message>
        <message>
            <source>A yellow die places a citizen in the City Hall, activates yellow cards and fights yellow events.</source>
            <translation>Un dé jaune place un habitant à l’Hôtel de ville, active les cartes jaunes et combat les évènements jaunes.</translation>
        </message>
        <message>
            <source>Buying it costs 2 deniers each in a group of 1, 4 each in a group of 2, 6 each in a group of 3.</source>
            <translation>L’acheter coûte 2 deniers dans un lot de 1 dé, 4 deniers par dé dans un lot de 2, 6 deniers par dé dans un lot de 3.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Cathedral&lt;/b&gt;: three levels of six spaces. Place one cube per white die of the group on the lowest free space of the column matching the die's value (no stored cube can change it). Spaces 1-3 give 1 influence, 4-6 give 2; each cube is worth 1 VP. At the end of rounds 2, 4 and 6, a player with no cube on the level reached loses VP (see the rulebook).</source>
            <translation>&lt;b&gt;Cathédrale&lt;/b&gt; : trois niveaux de six cases. Placez un cube par dé blanc du lot sur la case libre la plus basse de la colonne qui correspond à la valeur du dé (aucun cube en réserve ne peut la changer). Les cases 1 à 3 rapportent 1 point d’influence, les cases 4 à 6 en rapportent 2 ; chaque cube vaut 1 PV. À la fin des tours 2, 4 et 6, un joueur sans cube sur le niveau atteint perd des PV (voir la règle).</translation>
        </message>
        <message>
            <source>&lt;b&gt;Agriculture&lt;/b&gt;: a group of 1 to 3 yellow dice; gain deniers equal to the group's value ÷ 2 (rounded down). No tradesman needed.</source>
            <translation>&lt;b&gt;Agriculture&lt;/b&gt; : un lot de 1 à 3 dés jaunes ; recevez autant de deniers que la valeur du lot ÷ 2 (arrondi à l’inférieur). Pas besoin d’homme de métier.</translation>
        </message>
        <message>
            <source>{name}: {value}</source>
            <translation>{name} : {value}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Influence track&lt;/b&gt; (0-20). Spend 1 to reroll one of your dice, 2 to hire a citizen, 4 to turn over up to 3 of your dice; cathedral cubes and event cubes bring influence.</source>
            <translation>&lt;b&gt;Échelle d’influence&lt;/b&gt; (0 à 20). Dépensez 1 point pour relancer l’un de vos dés, 2 pour recruter un habitant, 4 pour retourner jusqu’à 3 de vos dés ; les cubes posés à la Cathédrale et sur les évènements rapportent de l’influence.</translation>
        </message>
        <message>
            <source>&lt;b&gt;City square: le Roy's district&lt;/b&gt;. Dice here: {count}.</source>
            <translation>&lt;b&gt;Place de la ville : quartier du Roy&lt;/b&gt;. Dés ici : {count}.</translation>
        </message>
        <message>
            <source>Dice bought here are paid to the bank.</source>
            <translation>Les dés achetés ici sont payés à la banque.</translation>
        </message>
        <message>
            <source>&lt;b&gt;City square: {owner}'s district&lt;/b&gt;. Dice here: {count}.</source>
            <translation>&lt;b&gt;Place de la ville : quartier appartenant à {owner}&lt;/b&gt;. Dés ici : {count}.</translation>
        </message>
        <message>
            <source>Dice bought here are paid to {owner}.</source>
            <translation>Les dés achetés ici sont payés à {owner}.</translation>
        </message>
        <message>
            <source>Deniers placed here after passing: {count}.</source>
            <translation>Deniers posés ici après avoir passé : {count}.</translation>
        </message>
        <message>
            <source>neutral</source>
            <translation>neutre</translation>
        </message>
        <message>
            <source>&lt;b&gt;Ramparts&lt;/b&gt; (action 7): 20 spaces clockwise from the top gate (space 0), where every guard starts. Use a single die of any colour (bought dice cost as usual; no stored cube changes it); pay deniers to the bank to raise it, 1 per point, up to 6. Each point: advance your guard one space, or put one cube on an outdoor activity you have access to (at most one cube per activity in an action). Points may be left unused.&lt;br&gt;Reaching or passing a gate (spaces 5, 10, 15) opens the outdoor activity outside it for the rest of the game; the guard stops at the top gate (space 20), on the level IV activity, and can no longer move, but action 7 can still put cubes on the outdoor activities.&lt;br&gt;Drop a single die here.</source>
            <translation>&lt;b&gt;Remparts&lt;/b&gt; (action 7) : 20 cases dans le sens horaire depuis la porte du sommet (case 0), d’où partent tous les gardes. Utilisez un seul dé de n’importe quelle couleur (un dé acheté se paie comme d’habitude ; aucun cube en réserve ne le modifie) ; payez des deniers à la banque pour l’augmenter, 1 par point, jusqu’à 6. Chaque point : avancez votre garde d’une case, ou placez un cube sur une activité extérieure à laquelle vous avez accès (au plus un cube par activité et par action). Des points peuvent rester inutilisés.&lt;br&gt;Atteindre ou franchir une porte (cases 5, 10, 15) ouvre l’activité extérieure qui se trouve devant elle pour le reste de la partie ; le garde s’arrête à la porte du sommet (case 20), sur l’activité de niveau IV, et ne peut plus avancer, mais l’action 7 peut toujours placer des cubes sur les activités extérieures.&lt;br&gt;Déposez un seul dé ici.</translation>
        </message>
        <message>
            <source>Outside the top gate (space 20): open to a player whose guard has reached it.</source>
            <translation>Devant la porte du sommet (case 20) : ouverte au joueur dont le garde l’a atteinte.</translation>
        </message>
        <message>
            <source>Outside the gate at space {space}: open to a player whose guard has reached it.</source>
            <translation>Devant la porte de la case {space} : ouverte au joueur dont le garde l’a atteinte.</translation>
        </message>
        <message>
            <source>A cube here is used like a stored cube (discarded back to its owner), also during other players' turns and in the events phase; each use asks its owner unless they set a standing answer (always / never, in their player panel).</source>
            <translation>Un cube ici s’utilise comme un cube en réserve (défaussé, il revient à son propriétaire), y compris quand d’autres joueurs jouent et pendant la phase des évènements ; chaque utilisation est demandée à son propriétaire, sauf s’il a choisi une réponse permanente (toujours / jamais, dans son panneau de joueur).</translation>
        </message>
        <message>
            <source>Cubes: {list}.</source>
            <translation>Cubes : {list}.</translation>
        </message>
        <message>
            <source>Cubes: none yet.</source>
            <translation>Cubes : aucun pour l’instant.</translation>
        </message>
        <message>
            <source>Access: {list}.</source>
            <translation>Accès : {list}.</translation>
        </message>
        <message>
            <source>Access: nobody yet.</source>
            <translation>Accès : personne pour l’instant.</translation>
        </message>
        <message>
            <source>Outdoor activity, level {level}: {title}</source>
            <translation>Activité extérieure, niveau {level} : {title}</translation>
        </message>
        <message>
            <source>Tile faces and their pairing are reconstructed (RULINGS L3).</source>
            <translation>Les faces des tuiles et leur appariement sont reconstitués (RULINGS L3).</translation>
        </message>
        <message>
            <source>&lt;b&gt;The 4th floor&lt;/b&gt; (Master Builder): each Master Builder activation places a cube on the cathedral; once a column's three levels are full its cube goes on the 4th floor (1 VP and the column's influence). At the end of the game every player without a cube on the 4th floor loses 2 VP. Interrupted Work removes 4th-floor cubes first.</source>
            <translation>&lt;b&gt;Le 4e étage&lt;/b&gt; (Maître d’œuvre) : chaque activation du Maître d’œuvre place un cube à la Cathédrale ; quand les trois niveaux d’une colonne sont pleins, son cube va au 4e étage (1 PV et l’influence de la colonne). En fin de partie, chaque joueur sans cube au 4e étage perd 2 PV. Perturbation des travaux retire d’abord les cubes du 4e étage.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Possessed citizens&lt;/b&gt; lie on this card: each cube a player puts on it frees one citizen of their choice (back to the owner's supply); the rest go home when the card is countered.</source>
            <translation>&lt;b&gt;Des habitants possédés&lt;/b&gt; sont couchés sur cette carte : chaque cube qu’un joueur y place libère un habitant de son choix (qui retourne dans la réserve de son propriétaire) ; les autres rentrent chez eux quand la carte est contrée.</translation>
        </message>
    </context>
    <context>
        <name>TroyesLadies</name>
        <message>
            <source>a tradesman on {card} costs {cost} influence</source>
            <translation>un homme de métier sur la carte {card} coûte {cost} points d’influence</translation>
        </message>
        <message>
            <source>you have no citizen to hire as a tradesman (and not 2 influence left)</source>
            <translation>vous n’avez aucun habitant à engager comme homme de métier (et il ne vous resterait pas 2 points d’influence)</translation>
        </message>
        <message>
            <source>an Augustine or Recruiter cube joins a group of its colour (one cube per action)</source>
            <translation>un cube d’Augustin ou de Recruteur rejoint un lot de sa couleur (un cube par action)</translation>
        </message>
        <message>
            <source>a Distiller cube turns over one of your own dice of the group</source>
            <translation>un cube du Distillateur retourne un de vos propres dés du lot</translation>
        </message>
        <message>
            <source>Breeder: you need 3 deniers to place a cube, or a cube to sell</source>
            <translation>Éleveur : il vous faut 3 deniers pour placer un cube, ou un cube à vendre</translation>
        </message>
        <message>
            <source>the cathedral has no free space left, even on the 4th floor</source>
            <translation>la Cathédrale n’a plus de case libre, même au 4e niveau</translation>
        </message>
        <message>
            <source>Scout: each cube costs 1 denier</source>
            <translation>Éclaireur : chaque cube coûte 1 denier</translation>
        </message>
        <message>
            <source>{card}: too little influence left</source>
            <translation>{card} : il vous resterait trop peu d’influence</translation>
        </message>
        <message>
            <source>place cubes on the card, or use cubes already there (not both)</source>
            <translation>placez des cubes sur la carte, ou utilisez ceux qui y sont déjà (pas les deux)</translation>
        </message>
        <message>
            <source>choose how many of the {times} activations give 4 influence (0 to {times})</source>
            <translation>choisissez combien des {times} activations donnent 4 points d’influence (de 0 à {times})</translation>
        </message>
        <message>
            <source>choose a cathedral column with a free space</source>
            <translation>choisissez une colonne de la Cathédrale qui a une case libre</translation>
        </message>
        <message>
            <source>take the influence point from a tied opponent with the most influence</source>
            <translation>prenez le point d’influence à l’un des adversaires à égalité qui ont le plus d’influence</translation>
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
            <translation>choisissez le cube que vous perdez à cause de l’Hiver rigoureux</translation>
        </message>
        <message>
            <source>choose the citizen possessed by the devil</source>
            <translation>choisissez l’habitant possédé par le diable</translation>
        </message>
        <message>
            <source>free one of the citizens on the Possession card</source>
            <translation>libérez un des habitants de la carte Possession</translation>
        </message>
        <message>
            <source>not a group of dice</source>
            <translation>ce n’est pas un lot de dés</translation>
        </message>
        <message>
            <source>not a die</source>
            <translation>ce n’est pas un dé</translation>
        </message>
        <message>
            <source>you have no Augustine or Recruiter cube there</source>
            <translation>vous n’avez pas de cube d’Augustin ou de Recruteur à cet endroit</translation>
        </message>
        <message>
            <source>choose the purple die's colour (red, white or yellow)</source>
            <translation>choisissez la couleur du dé violet (rouge, blanc ou jaune)</translation>
        </message>
        <message>
            <source>an Augustine or Recruiter cube cannot be used alone</source>
            <translation>un cube d’Augustin ou de Recruteur ne peut pas être utilisé seul</translation>
        </message>
        <message>
            <source>only a group with the purple die names a colour</source>
            <translation>seul un lot avec le dé violet nomme une couleur</translation>
        </message>
        <message>
            <source>that outdoor activity cannot be used now</source>
            <extracomment>How a phase goes on after an offer that names it in ``resume`` (other offers go back to the turn): filled by the module of that phase (the events phase registers itself), so this module need not import it.</extracomment>
            <translation>cette activité extérieure ne peut pas être utilisée maintenant</translation>
        </message>
        <message>
            <source>choose a tile of yours and ask / always / never</source>
            <translation>choisissez une de vos tuiles et « demander », « toujours » ou « jamais »</translation>
        </message>
        <message>
            <source>one cube makes at most {count} exchanges</source>
            <translation>un cube permet au plus {count} échanges</translation>
        </message>
        <message>
            <source>exchange one of your dice (not purple) with a die of a district not yet used</source>
            <translation>échangez un de vos dés (pas le violet) contre un dé d’un quartier pas encore utilisé</translation>
        </message>
        <message>
            <source>that outdoor activity turns over an opponent's die you are buying (never a neutral die)</source>
            <translation>cette activité extérieure retourne un dé que vous achetez à un adversaire (jamais un dé neutre)</translation>
        </message>
        <message>
            <source>use the outdoor activity or not (always / never set a standing answer)</source>
            <translation>utilisez l’activité extérieure ou non (« toujours » et « jamais » fixent une réponse permanente)</translation>
        </message>
        <message>
            <source>the protect activity destroys the black die facing you, before choosing dice</source>
            <translation>l’activité de protection détruit le dé noir qui vous fait face, avant le choix des dés</translation>
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
            <extracomment>"It is thus possible to make up to 3 exchanges per cube" (the neutral district may be one of them).</extracomment>
            <translation>les modules doivent être une liste d’identifiants de modules</translation>
        </message>
        <message>
            <source>unknown module(s): {unknown} (available: {known})</source>
            <translation>module(s) inconnu(s) : {unknown} (disponibles : {known})</translation>
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
            <translation>choisissez d’abord vos dés : ils totalisent {have} (un dé rouge compte double) et il faudrait {need} pour contrer aussi ce dé noir</translation>
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
            <translation>vos dés peuvent battre ce dé noir : vous devez donc le contrer</translation>
        </message>
        <message>
            <source>{card} costs 1 denier per use and you would have {have} deniers</source>
            <extracomment>Paid effects: what one use costs (resource, amount) and what it gives.</extracomment>
            <translation>la carte {card} coûte 1 denier par utilisation et il ne vous en resterait que {have}</translation>
        </message>
        <message>
            <source>{card} costs 1 influence per use and you would have {have}</source>
            <translation>la carte {card} coûte 1 point d’influence par utilisation et vous n’en auriez que {have}</translation>
        </message>
        <message>
            <source>{card} costs {amount} deniers per use and you would have {have}</source>
            <translation>la carte {card} coûte {amount} deniers par utilisation et vous n’en auriez que {have}</translation>
        </message>
        <message>
            <source>{card} costs {amount} influence per use and you would have {have}</source>
            <translation>la carte {card} coûte {amount} points d’influence par utilisation et vous n’en auriez que {have}</translation>
        </message>
        <message>
            <source>hiring a tradesman for 2 influence would leave too little influence to use {card}</source>
            <translation>recruter l’homme de métier pour 2 points d’influence ne vous laisserait pas assez d’influence pour utiliser la carte {card}</translation>
        </message>
        <message>
            <source>nothing left to pay with</source>
            <translation>il ne reste rien pour payer</translation>
        </message>
        <message>
            <source>choose a number of uses from 1 to {most}</source>
            <translation>choisissez un nombre d’utilisations de 1 à {most}</translation>
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
            <translation>{owner} a déjà un habitant couché sur le Palais : personne ne peut en expulser un autre de ce tour</translation>
        </message>
        <message>
            <source>{owner} already has a citizen lying on the Bishopric: nobody can expel another one this round</source>
            <translation>{owner} a déjà un habitant couché sur l’Évêché : personne ne peut en expulser un autre de ce tour</translation>
        </message>
        <message>
            <source>{owner} already has a citizen lying on the City Hall: nobody can expel another one this round</source>
            <translation>{owner} a déjà un habitant couché sur l’Hôtel de ville : personne ne peut en expulser un autre de ce tour</translation>
        </message>
        <message>
            <source>you have no citizen to place (and not 2 influence to hire one)</source>
            <translation>vous n’avez aucun habitant à placer (ni 2 points d’influence pour en recruter un)</translation>
        </message>
        <message>
            <source>a source is ('source', kind, a, b)</source>
            <translation>une provenance s’écrit ('source', type, a, b)</translation>
        </message>
        <message>
            <source>that citizen cannot be used here</source>
            <translation>cet habitant ne peut pas être utilisé ici</translation>
        </message>
        <message>
            <source>a red die leads to the Palace</source>
            <extracomment>Where a die of each colour leads (red, white, yellow), and the refusal of a value no space shows (Palace, Bishopric, City Hall): whole sentences, translated when shown.</extracomment>
            <translation>un dé rouge mène au Palais</translation>
        </message>
        <message>
            <source>a white die leads to the Bishopric</source>
            <translation>un dé blanc mène à l’Évêché</translation>
        </message>
        <message>
            <source>a yellow die leads to the City Hall</source>
            <translation>un dé jaune mène à l’Hôtel de ville</translation>
        </message>
        <message>
            <source>no space of the Palace shows a {value}</source>
            <translation>aucune case du Palais ne porte le {value}</translation>
        </message>
        <message>
            <source>no space of the Bishopric shows a {value}</source>
            <translation>aucune case de l’Évêché ne porte le {value}</translation>
        </message>
        <message>
            <source>no space of the City Hall shows a {value}</source>
            <translation>aucune case de l’Hôtel de ville ne porte le {value}</translation>
        </message>
        <message>
            <source>there is no such die in the city square</source>
            <translation>ce dé n’est pas sur la Place</translation>
        </message>
        <message>
            <source>nobody can buy another player's purple die</source>
            <translation>personne ne peut acheter le dé violet d’un autre joueur</translation>
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
            <source>a group's dice must all be the same colour</source>
            <translation>les dés d’un lot doivent tous être de la même couleur</translation>
        </message>
        <message>
            <source>the die turned over must be used at once</source>
            <translation>le dé retourné doit être utilisé tout de suite</translation>
        </message>
        <message>
            <source>one of these dice is no longer in the city square</source>
            <translation>un de ces dés n’est plus sur la Place</translation>
        </message>
        <message>
            <source>a group has 1 to 3 different dice</source>
            <translation>un lot compte de 1 à 3 dés différents</translation>
        </message>
        <message>
            <source>you have no stored cube on that card</source>
            <translation>vous n’avez pas de cube sur cette carte</translation>
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
            <translation>un cube d’Augustin ou de Recruteur rejoint un lot de sa propre couleur</translation>
        </message>
        <message>
            <source>that activity card is not available</source>
            <translation>cette carte Activité n’est pas disponible</translation>
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
            <translation>le lot vaut {total} : la carte {card} demande au moins {divisor}</translation>
        </message>
        <message>
            <source>you have no citizen to hire as a tradesman (and not 2 influence)</source>
            <translation>vous n’avez aucun habitant à engager comme homme de métier (ni 2 points d’influence)</translation>
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
            <source>no stored cube changes the cathedral's spaces</source>
            <translation>aucun cube posé sur une carte ne change les cases de la Cathédrale</translation>
        </message>
        <message>
            <source>the dice's values choose the cathedral's columns</source>
            <translation>ce sont les valeurs des dés qui choisissent les colonnes de la Cathédrale</translation>
        </message>
        <message>
            <source>column {column} of the cathedral is full</source>
            <translation>la colonne {column} de la Cathédrale est pleine</translation>
        </message>
        <message>
            <source>column {column} of the cathedral has only 1 free space left</source>
            <translation>il ne reste qu’une case libre dans la colonne {column} de la Cathédrale</translation>
        </message>
        <message>
            <source>column {column} of the cathedral has only {free} free spaces left</source>
            <translation>il ne reste que {free} cases libres dans la colonne {column} de la Cathédrale</translation>
        </message>
        <message>
            <source>there is no such event card</source>
            <translation>cette carte Évènement n’existe pas</translation>
        </message>
        <message>
            <source>{event} is fought with {colour} dice</source>
            <translation>on lutte contre l’évènement {event} avec des dés {colour}</translation>
        </message>
        <message>
            <source>the group is worth {total}: {event} needs at least {divisor} per cube</source>
            <translation>le lot vaut {total} : l’évènement {event} demande au moins {divisor} par cube</translation>
        </message>
        <message>
            <source>placing a citizen always uses exactly one die</source>
            <translation>on place toujours un habitant avec un seul dé</translation>
        </message>
        <message>
            <source>there is no such building</source>
            <translation>ce bâtiment n’existe pas</translation>
        </message>
        <message>
            <source>{card} cannot be used to place a citizen there</source>
            <translation>la carte {card} ne peut pas servir à placer un habitant à cet endroit</translation>
        </message>
        <message>
            <source>agriculture uses yellow dice</source>
            <translation>l’Agriculture se joue avec des dés jaunes</translation>
        </message>
        <message>
            <source>the group is worth less than 2: agriculture would give nothing</source>
            <translation>le lot vaut moins de 2 : l’Agriculture ne rapporterait rien</translation>
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
            <source>you need {price} deniers for the dice and {hire} to hire a tradesman, you have {have}</source>
            <translation>il vous faut {price} deniers pour les dés et {hire} pour engager un homme de métier, vous en avez {have}</translation>
        </message>
        <message>
            <source>you need {price} deniers for the dice, you have {have}</source>
            <translation>il vous faut {price} deniers pour les dés, vous en avez {have}</translation>
        </message>
        <message>
            <source>a target is ('target', kind, arg, cube_slot)</source>
            <translation>une cible s’écrit ('target', type, argument, carte du cube)</translation>
        </message>
        <message>
            <source>a target is ('target', kind, arg, cube_slot[, purple colour])</source>
            <translation>une cible s’écrit ('target', type, argument, carte du cube[, couleur du dé violet])</translation>
        </message>
        <message>
            <source>could not pay the whole Drought</source>
            <extracomment>After an offer made during the events phase (an outdoor tile that protects), the phase goes on here.</extracomment>
            <translation>impossible de payer toute la Sécheresse</translation>
        </message>
        <message>
            <source>could not pay the whole Civil War</source>
            <translation>impossible de payer toute la Guerre civile</translation>
        </message>
        <message>
            <source>could not lose the whole Heresy influence</source>
            <translation>impossible de perdre toute l’influence de l’Hérésie</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>la partie est terminée</translation>
        </message>
        <message>
            <source>this move is not possible now</source>
            <translation>ce n’est pas le moment de jouer ce coup</translation>
        </message>
        <message>
            <source>this move is not possible now: {who} must place a citizen for the initial placement</source>
            <extracomment>Why an action is refused at this moment, by the kind of decision pending (translated when shown).</extracomment>
            <translation>ce n’est pas le moment : {who} doit placer un habitant (placement initial)</translation>
        </message>
        <message>
            <source>this move is not possible now: {who} must counter the black die facing them</source>
            <translation>ce n’est pas le moment : {who} doit contrer le dé noir qui lui fait face</translation>
        </message>
        <message>
            <source>this move is not possible now: {who} must take an action or pass</source>
            <translation>ce n’est pas le moment : {who} doit faire une action ou passer</translation>
        </message>
        <message>
            <source>this move is not possible now: {who} must choose dice to turn over</source>
            <translation>ce n’est pas le moment : {who} doit choisir les dés à retourner</translation>
        </message>
        <message>
            <source>this move is not possible now: {who} must add dice to the group or choose where to use it</source>
            <translation>ce n’est pas le moment : {who} doit compléter le lot de dés ou choisir où l’utiliser</translation>
        </message>
        <message>
            <source>this move is not possible now: {who} must choose where the citizen comes from</source>
            <translation>ce n’est pas le moment : {who} doit choisir d’où vient l’habitant</translation>
        </message>
        <message>
            <source>this move is not possible now: {who} must choose how many times to use the card</source>
            <translation>ce n’est pas le moment : {who} doit choisir combien de fois utiliser la carte</translation>
        </message>
        <message>
            <source>this move is not possible now: {who} must choose how many activations go to the Palace</source>
            <translation>ce n’est pas le moment : {who} doit choisir combien d’activations vont au Palais</translation>
        </message>
        <message>
            <source>this move is not possible now: {who} must choose the event card for a cube</source>
            <translation>ce n’est pas le moment : {who} doit choisir la carte Évènement qui reçoit un cube</translation>
        </message>
        <message>
            <source>this move is not possible now: {who} must take his turn</source>
            <translation>ce n’est pas le moment : c’est à {who} de jouer</translation>
        </message>
        <message>
            <source>this move is not possible now: {who} must decide</source>
            <translation>ce n’est pas le moment : {who} doit décider</translation>
        </message>
        <message>
            <source>rerolling a die costs 1 influence</source>
            <translation>relancer un dé coûte 1 point d’influence</translation>
        </message>
        <message>
            <source>hiring a citizen costs 2 influence</source>
            <translation>recruter un habitant coûte 2 points d’influence</translation>
        </message>
        <message>
            <source>{player} already has all {count} citizens</source>
            <translation>{player} a déjà ses {count} habitants</translation>
        </message>
        <message>
            <source>turning dice over costs 4 influence</source>
            <translation>retourner des dés coûte 4 points d’influence</translation>
        </message>
        <message>
            <source>you have no dice in your district to turn over</source>
            <translation>vous n’avez aucun dé à retourner dans votre quartier</translation>
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
            <translation>l’influence ne s’utilise que sur les dés de votre propre quartier</translation>
        </message>
        <message>
            <source>Preacher needs a group of several dice</source>
            <extracomment>Modifier cards (delayed effects) and what they forbid (rulebook appendix). Stored cubes usable on the cathedral (modules): they supply a die (Viticulturist) or change the dice without changing their colour (Prior, Preacher); the cubes go where the values after the card say. Modifiers allowed on a group of mixed colours (for Pilgrimage). The colour the group's dice must have (None: any). Why the cube cannot be used when the group breaks ``needs`` / ``one_die`` / ``bought`` (``{name}``: the card's name; marked in context "TroyesRules", translated where it is shown). The colour the group then counts as (None: unchanged). Exactly one die, not a cube used as a die (the cards that make one white die count as several). The one die counts as this many dice of its value (they cost 2 each; no citizen placement). Every die's value becomes this (None: unchanged). Added to every die's value. Added to the group's total (the dice keep their values). The group must hold a die of another district. How the dice bought are priced: None (as usual), "one_free_per_district" (Tithe), "two_per_district" (Chief Templar: one die per other district for 2), "first_free" (Viticulturist). Computes the common value where data cannot say it (Preacher).</extracomment>
            <translation>le Prêcheur demande un lot de plusieurs dés</translation>
        </message>
        <message>
            <source>Preacher: choose the die whose value the others take (on the cathedral that value is the column)</source>
            <translation>Prêcheur : choisissez le dé dont les autres prennent la valeur (sur la Cathédrale, cette valeur est la colonne)</translation>
        </message>
        <message>
            <source>{name} works on exactly one white die</source>
            <translation>la carte {name} s’applique à un seul dé blanc</translation>
        </message>
        <message>
            <source>Blacksmith adds 5 to a group of red dice only</source>
            <extracomment>Every card whose stored cubes modify a group: base game and modules (each game offers only its own).</extracomment>
            <translation>le Forgeron n’ajoute 5 qu’à un lot de dés rouges</translation>
        </message>
        <message>
            <source>Militiaman turns yellow dice into red ones: use yellow dice only</source>
            <translation>le Milicien change des dés jaunes en dés rouges : n’utilisez que des dés jaunes</translation>
        </message>
        <message>
            <source>Tithe takes yellow dice only</source>
            <translation>la Dîme ne prend que des dés jaunes</translation>
        </message>
        <message>
            <source>Priest adds 3 to yellow dice only</source>
            <translation>le Prêtre n’ajoute 3 qu’aux dés jaunes</translation>
        </message>
        <message>
            <source>Viticulturist takes a die from another district</source>
            <translation>le Viticulteur prend un dé d’un autre quartier</translation>
        </message>
        <message>
            <source>Chief Templar takes red dice only</source>
            <translation>le Grand Templier ne prend que des dés rouges</translation>
        </message>
        <message>
            <source>could not pay all salaries</source>
            <translation>impossible de payer tous les salaires</translation>
        </message>
        <message>
            <source>'{verb}' takes {count} whole number(s)</source>
            <translation>« {verb} » demande {count} nombre(s) entier(s)</translation>
        </message>
        <message>
            <source>the neutral player</source>
            <translation>le joueur neutre</translation>
        </message>
    </context>
    <context>
        <name>TroyesSaves</name>
        <message>
            <source>this file is not a Troyes Desktop save</source>
            <extracomment>More actions than the longest game can take (a 4-player game with every module takes about 2,000). Every field a save may hold ("result": the summary a game exported from the history carries; not read).</extracomment>
            <translation>ce fichier n’est pas une sauvegarde de Troyes Desktop</translation>
        </message>
        <message>
            <source>this save holds a game of '{game}', not Troyes</source>
            <translation>cette sauvegarde contient une partie de « {game} », pas de Troyes</translation>
        </message>
        <message>
            <source>this save holds a game of an unknown kind, not Troyes</source>
            <translation>cette sauvegarde contient une partie d’un jeu inconnu, pas de Troyes</translation>
        </message>
        <message>
            <source>this save was written by a newer Troyes Desktop (or its version is damaged)</source>
            <translation>cette sauvegarde a été écrite par une version plus récente de Troyes Desktop (ou son numéro de version est endommagé)</translation>
        </message>
        <message>
            <source>the save is damaged: it holds an unknown field ('{name}')</source>
            <translation>la sauvegarde est endommagée : elle contient un champ inconnu (« {name} »)</translation>
        </message>
        <message>
            <source>the save is damaged: its setup or its list of actions is missing</source>
            <translation>la sauvegarde est endommagée : il manque sa mise en place ou sa liste de coups</translation>
        </message>
        <message>
            <source>the save is damaged: it holds {count} actions, more than any game has</source>
            <translation>la sauvegarde est endommagée : elle contient {count} coups, plus qu’aucune partie n’en compte</translation>
        </message>
        <message>
            <source>the save's setup is damaged: {reason}</source>
            <translation>la mise en place de la sauvegarde est endommagée : {reason}</translation>
        </message>
        <message>
            <source>the save's setup is damaged</source>
            <translation>la mise en place de la sauvegarde est endommagée</translation>
        </message>
        <message>
            <source>the save is damaged: replaying its actions does not give the saved position</source>
            <translation>la sauvegarde est endommagée : rejouer ses coups ne redonne pas la position enregistrée</translation>
        </message>
        <message>
            <source>the save is damaged: action {number} is not legal (the game is over)</source>
            <translation>la sauvegarde est endommagée : le coup {number} n’est pas permis (la partie est terminée)</translation>
        </message>
        <message>
            <source>it is not one of the moves possible at that point</source>
            <translation>ce n’est pas l’un des coups possibles à ce moment-là</translation>
        </message>
        <message>
            <source>the save is damaged at action {number} (it cannot be replayed)</source>
            <translation>la sauvegarde est endommagée au coup {number} (il ne peut pas être rejoué)</translation>
        </message>
        <message>
            <source>the save is damaged: action {number} is not legal ({reason})</source>
            <translation>la sauvegarde est endommagée : le coup {number} n’est pas permis ({reason})</translation>
        </message>
    </context>
    <context>
        <name>TroyesSetup</name>
        <message>
            <source>{option} must be 'shuffled' (with the base cards) or 'alone'</source>
            <translation>{option} doit valoir 'shuffled' (mélangées aux cartes de base) ou 'alone' (seules)</translation>
        </message>
        <message>
            <source>the game's computer players are damaged (not a list of seats and levels)</source>
            <extracomment>The computer players' levels (the same as ``troyes_desktop.bots.LEVELS``). The option of the setup that names the computer seats.</extracomment>
            <translation>les joueurs ordinateurs de la partie sont endommagés (ce n’est pas une liste de places et de niveaux)</translation>
        </message>
        <message>
            <source>the solo game against le Roy is played by a person, not a computer player</source>
            <translation>la partie en solo contre le Roy se joue par une personne, pas par un ordinateur</translation>
        </message>
        <message>
            <source>the game's computer players name a seat that is not in the game ('{seat}')</source>
            <translation>les joueurs ordinateurs de la partie désignent une place qui n’existe pas (« {seat} »)</translation>
        </message>
        <message>
            <source>the game's computer players have a level that is not easy, normal or hard</source>
            <translation>les joueurs ordinateurs de la partie ont un niveau qui n’est ni facile, ni normal, ni difficile</translation>
        </message>
        <message>
            <source>the solo game is one player against le Roy</source>
            <extracomment>Optional modules: The Ladies of Troyes and the promo cards (see the ladies package). Setup choices in ``options``: ``activities_setup`` / ``events_setup`` = "shuffled" (with the base cards) or "alone".</extracomment>
            <translation>la partie en solo se joue à un seul joueur contre le Roy</translation>
        </message>
        <message>
            <source>in the solo game the start player is you or le Roy</source>
            <translation>en solo, le premier joueur est vous ou le Roy</translation>
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
            <translation>module(s) pas encore disponible(s) : {modules}</translation>
        </message>
        <message>
            <source>choose a space of the Palace, the Bishopric or City Hall</source>
            <extracomment>The Ladies of Troyes' state (plain JSON data, see :mod:`.ladies`), None in the base game. Turn order, clockwise. In the solo game le Roy (the neutral player) takes his own turns.</extracomment>
            <translation>choisissez une case du Palais, de l’Évêché ou de l’Hôtel de ville</translation>
        </message>
        <message>
            <source>{space} is already taken</source>
            <translation>{space} : la case est déjà occupée</translation>
        </message>
        <message>
            <source>the solo game against le Roy can add the bonus cards (promos), not the Ladies of Troyes modules ({modules})</source>
            <extracomment>Every key a setup may hold. Player colours (the keys of troyes_desktop.shared_ui.theme.PLAYER_COLOURS; the rules never import Qt). Every option a setup may hold, with what it may be. ``show_all_vp``: the table rule chosen in the new-game dialog (everyone sees every player's VP); ``computers``: the seats played by the computer (see seats.py). Seeds are 64-bit numbers (the dialogs draw them below 2**31). The modules the solo game against le Roy may play: the bonus cards, which the rulebook's solo section names (the Banquet changed for le Roy); The Ladies of Troyes are for 2-4 players (RULINGS L4).</extracomment>
            <translation>la partie en solo contre le Roy peut prendre les cartes bonus (promos), pas les modules des Dames de Troyes ({modules})</translation>
        </message>
        <message>
            <source>the game's setup must be a set of named values</source>
            <translation>la mise en place de la partie doit être un ensemble de valeurs nommées</translation>
        </message>
        <message>
            <source>the game's setup holds something unknown ('{name}')</source>
            <translation>la mise en place de la partie contient un élément inconnu (« {name} »)</translation>
        </message>
        <message>
            <source>the game's setup is not for Troyes</source>
            <translation>la mise en place n’est pas celle d’une partie de Troyes</translation>
        </message>
        <message>
            <source>the game's setup comes from an unknown version</source>
            <translation>la mise en place de la partie vient d’une version inconnue</translation>
        </message>
        <message>
            <source>the game's setup says neither yes nor no to the solo game</source>
            <translation>la mise en place de la partie ne dit ni oui ni non pour la partie en solo</translation>
        </message>
        <message>
            <source>the start player is not one of the players or le Roy</source>
            <translation>le premier joueur n’est ni l’un des joueurs ni le Roy</translation>
        </message>
        <message>
            <source>the start player is not one of the players</source>
            <translation>le premier joueur n’est pas l’un des joueurs</translation>
        </message>
        <message>
            <source>the game's options must be a set of named values</source>
            <translation>les options de la partie doivent être un ensemble de valeurs nommées</translation>
        </message>
        <message>
            <source>the game's options hold something unknown ('{name}')</source>
            <translation>les options de la partie contiennent un élément inconnu (« {name} »)</translation>
        </message>
        <message>
            <source>{option} is a choice of the {module} module, which this game does not play</source>
            <translation>{option} est un choix du module {module}, que cette partie ne joue pas</translation>
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
            <source>the game's card corrections must be a set of named values</source>
            <translation>les corrections de cartes de la partie doivent être un ensemble de valeurs nommées</translation>
        </message>
        <message>
            <source>the game's card corrections are wrong: {reason}</source>
            <translation>les corrections de cartes de la partie sont fausses : {reason}</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Troyes Desktop — Guided first day of Troyes Dice</source>
            <translation>Troyes Desktop — Premier jour guidé de Troyes Dice</translation>
        </message>
        <message>
            <source>{hint} (The game says: {reason}.)</source>
            <translation>{hint} (Le jeu répond : {reason}.)</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} et {second}</translation>
        </message>
        <message>
            <source>{player} {vp} VP</source>
            <translation>{player} {vp} PV</translation>
        </message>
        <message>
            <source>Troyes Desktop — Guided first game of Troyes</source>
            <translation>Troyes Desktop — Première partie guidée de Troyes</translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message>
            <source>your last step</source>
            <translation>votre dernière étape</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <extracomment>The nouns of the game whose plural takes an "s" (or "men") after a number. The same nouns in French (the glossary's words), singular after 0 and 1. English plural marks of a source text: "denier(s)", "die(s)", "tradesman(s)". A number, up to two words (adjectives: "2 black die(s)"), then a marked noun.</extracomment>
            <translation>{first} et {last}</translation>
        </message>
        <message>
            <source>Take back “{move}”</source>
            <extracomment>The longest move named in full by Edit &gt; Undo (a longer one ends with "…").</extracomment>
            <translation>Reprendre « {move} »</translation>
        </message>
        <message>
            <source>Take back “{move}” and {player}’s reply</source>
            <translation>Reprendre « {move} » et ce qu’a joué {player} ensuite</translation>
        </message>
        <message>
            <source>Take back “{move}” and the replies of {players}</source>
            <translation>Reprendre « {move} » et ce qu’ont joué {players} ensuite</translation>
        </message>
    </context>
</TS>
