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
            <translation>Déposez l'habitant sur la destination éclairée.</translation>
        </message>
        <message>
            <source>Release to place the citizen there.</source>
            <translation>Relâchez pour y placer l'habitant.</translation>
        </message>
        <message>
            <source>Drop the die on the black dice to add it to your counter.</source>
            <translation>Déposez le dé sur les dés noirs pour l'ajouter à ceux qui contrent.</translation>
        </message>
        <message>
            <source>The die went back: drop it on the black dice to add it to your counter (or click it).</source>
            <translation>Le dé est revenu : déposez-le sur les dés noirs pour l'ajouter à ceux qui contrent (ou cliquez dessus).</translation>
        </message>
        <message>
            <source>A group has at most 3 dice.</source>
            <translation>Un lot compte au plus 3 dés.</translation>
        </message>
        <message>
            <source>{group}: no target accepts these dice together (a group is 1 to 3 dice of one colour).</source>
            <translation>{group} : aucune cible n'accepte ces dés ensemble (un lot compte de 1 à 3 dés d'une même couleur).</translation>
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
            <translation>L'habitant est revenu : déposez-le sur la destination éclairée (ou cliquez là d'où il vient).</translation>
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
            <translation>impossible pour l'instant</translation>
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
            <translation>Choisissez d'où vient l'habitant : cliquez sur l'un de vos habitants éclairés, ou utilisez les boutons (réserve, influence).</translation>
        </message>
        <message>
            <source>No cube there now: you need access (your guard at its gate), a die of another colour than the tile's, and only one cube per outdoor activity in an action.</source>
            <translation>Pas de cube ici pour l'instant : il faut l'accès (votre garde à sa porte), un dé d'une autre couleur que la tuile, et un seul cube par activité extérieure au cours d'une action.</translation>
        </message>
        <message>
            <source>Your guard moves one space per action point, clockwise, up to space 20: click a lit space to stop there.</source>
            <translation>Votre garde avance d'une case par point d'action, dans le sens horaire, jusqu'à la case 20 : cliquez sur une case éclairée pour l'y arrêter.</translation>
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
            <translation>{die} : cliquez maintenant sur le dé adverse contre lequel l'échanger.</translation>
        </message>
        <message>
            <source>Choose one of your dice to exchange.</source>
            <translation>Choisissez l'un de vos dés à échanger.</translation>
        </message>
        <message>
            <source>Dice exchanged (values kept).</source>
            <translation>Dés échangés (valeurs conservées).</translation>
        </message>
        <message>
            <source>Click one of your own dice first (not the purple one), then a die of an opponent.</source>
            <translation>Cliquez d'abord sur l'un de vos dés (pas le violet), puis sur un dé d'un adversaire.</translation>
        </message>
        <message>
            <source>That die cannot be taken: choose a die of a district not yet used.</source>
            <translation>Ce dé ne peut pas être pris : choisissez un dé d'un quartier pas encore utilisé.</translation>
        </message>
        <message>
            <source>{group}: click a lit target (or Tab through them, Enter to choose)</source>
            <translation>{group} : cliquez sur une cible éclairée (ou parcourez-les avec Tab, Entrée pour choisir)</translation>
        </message>
        <message>
            <source>{group}: no target accepts this group</source>
            <translation>{group} : aucune cible n'accepte ce lot</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>{player} places a citizen: click an empty space of a building.</source>
            <translation>{player} place un habitant : cliquez sur une case libre d'un bâtiment.</translation>
        </message>
        <message>
            <source>{player} counters the black die: click dice of your district.</source>
            <translation>{player} contre le dé noir : cliquez sur des dés de votre quartier.</translation>
        </message>
        <message>
            <source>{player} chooses where the citizen comes from.</source>
            <translation>{player} choisit d'où vient l'habitant.</translation>
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
            <source>Influence works only on your own dice, before an action or a black die.</source>
            <translation>L'influence ne s'utilise que sur vos propres dés, avant une action ou un dé noir.</translation>
        </message>
        <message>
            <source>Reroll this die (1 influence)</source>
            <translation>Relancer ce dé (1 influence)</translation>
        </message>
        <message>
            <source>Turn this die over (4 influence)</source>
            <translation>Retourner ce dé (4 influence)</translation>
        </message>
        <message numerus="yes">
            <source>Turn these %n dice over (4 influence)</source>
            <translation>
                <numerusform>Retourner %n dé (4 influence)</numerusform>
                <numerusform>Retourner ces %n dés (4 influence)</numerusform>
            </translation>
        </message>
        <message>
            <source>Select dice first (click them, or choose a die in the prompt's list), then Tab through the lit targets.</source>
            <translation>Choisissez d'abord des dés (cliquez dessus, ou choisissez un dé dans la liste du panneau), puis parcourez les cibles éclairées avec Tab.</translation>
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
                <numerusform>%n point d'action (à augmenter ensuite avec des deniers)</numerusform>
                <numerusform>%n points d'action (à augmenter ensuite avec des deniers)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n action points (boost with deniers next)</source>
            <translation>
                <numerusform>%n point d'action (à augmenter ensuite avec des deniers)</numerusform>
                <numerusform>%n points d'action (à augmenter ensuite avec des deniers)</numerusform>
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
            <translation>Pour ajouter un dé au lot : Annuler, puis déposez un autre de vos dés sur l'un de ceux-ci (ou Maj+clic dessus) et utilisez de nouveau le lot.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Purple die&lt;/b&gt; (head of the family): use it as</source>
            <translation>&lt;b&gt;Dé violet&lt;/b&gt; (chef de famille) : l'utiliser comme dé</translation>
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
            <source>Pay the bank &lt;b&gt;%n&lt;/b&gt; denier (neutral dice)</source>
            <translation>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; denier à la banque (dés neutres)</numerusform>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; deniers à la banque (dés neutres)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Pay the bank &lt;b&gt;%n&lt;/b&gt; deniers (neutral dice)</source>
            <translation>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; denier à la banque (dés neutres)</numerusform>
                <numerusform>Payer &lt;b&gt;%n&lt;/b&gt; deniers à la banque (dés neutres)</numerusform>
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
            <source>&lt;b&gt;Le Roy, step {number}&lt;/b&gt;</source>
            <translation>&lt;b&gt;Le Roy, étape {number}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Event queue</source>
            <translation>File d'évènements</translation>
        </message>
        <message>
            <source>City square</source>
            <translation>Place de la ville</translation>
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
            <translation>{first}/{second} PV</translation>
        </message>
        <message>
            <source>Cubes so far, in placement order: {players}</source>
            <translation>Cubes déjà placés, dans l'ordre : {players}</translation>
        </message>
        <message>
            <source>No cube yet.</source>
            <translation>Aucun cube pour l'instant.</translation>
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
            <source>Neutral</source>
            <translation>Neutre</translation>
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
            <translation>sens horaire depuis la porte du haut →   ·   action 7 : un dé, +1 denier par point (6 au plus) ; un point fait avancer le garde ou pose un cube à l'extérieur</translation>
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
        <name>Confirm</name>
        <message numerus="yes">
            <source>Pass with %n die of yours still in your district?</source>
            <extracomment>The kinds of confirmation; the settings keys are ``confirm_&lt;kind&gt;``.</extracomment>
            <translation>
                <numerusform>Passer alors qu'il vous reste %n dé dans votre quartier ?</numerusform>
                <numerusform>Passer alors qu'il vous reste %n dés dans votre quartier ?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Pass with %n dice of yours still in your district?</source>
            <translation>
                <numerusform>Passer alors qu'il vous reste %n dé dans votre quartier ?</numerusform>
                <numerusform>Passer alors qu'il vous reste %n dés dans votre quartier ?</numerusform>
            </translation>
        </message>
        <message>
            <source>Le Roy keeps taking turns as long as any die remains on the board, yours included.</source>
            <translation>Le Roy continue de jouer tant qu'il reste un dé sur le plateau, les vôtres compris.</translation>
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
            <translation>Ce placement expulse l'un de vos propres habitants du Palais.</translation>
        </message>
        <message>
            <source>This placement expels one of your own citizens from the Bishopric.</source>
            <translation>Ce placement expulse l'un de vos propres habitants de l'Évêché.</translation>
        </message>
        <message>
            <source>This placement expels one of your own citizens from the City Hall.</source>
            <translation>Ce placement expulse l'un de vos propres habitants de l'Hôtel de ville.</translation>
        </message>
        <message>
            <source>A citizen placed on an occupied space pushes the one there out; yours lies in front of the building until the end of the round.</source>
            <translation>Un habitant placé sur une case occupée en chasse celui qui s'y trouve ; le vôtre reste couché devant le bâtiment jusqu'à la fin du tour.</translation>
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
        <name>Curtain</name>
        <message>
            <source>Pass the computer to {player}</source>
            <extracomment>How many chronicle lines of the step just played the hand-over bar shows at most.</extracomment>
            <translation>Passez l'ordinateur à {player}</translation>
        </message>
        <message>
            <source>The board is hidden so that nobody sees another player's characters and VP.</source>
            <translation>Le plateau est caché pour que personne ne voie les personnages et les PV d'un autre joueur.</translation>
        </message>
        <message>
            <source>I am {player}: show my view</source>
            <translation>Je suis {player} : montrer mon jeu</translation>
        </message>
        <message>
            <source>{player} has played. Look at the board, then pass the seat.</source>
            <translation>{player} a joué. Regardez le plateau, puis cédez la place.</translation>
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
            <translation>Variante Tournoi : à la fin de l'avant-dernier tour, la carte Premier joueur passe à droite, et le dernier tour (dés noirs et actions) se joue dans le sens antihoraire. C'est le dernier tour.</translation>
        </message>
        <message>
            <source>Tournament variant: at the end of the next-to-last round the start player card passes to the right, and the last round (black dice and actions) is played counterclockwise.</source>
            <translation>Variante Tournoi : à la fin de l'avant-dernier tour, la carte Premier joueur passe à droite, et le dernier tour (dés noirs et actions) se joue dans le sens antihoraire.</translation>
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
            <translation>Points d'influence, de 0 à {max} : relancer (1), retourner des dés (4), engager (2).</translation>
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
            <source>Infl.</source>
            <translation>Infl.</translation>
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
            <translation>Points de victoire (montrés par le réglage d'affichage)</translation>
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
            <translation>Votre garde parcourt les remparts ; vos cubes sur les activités extérieures donnent des bonus. Pour chaque activité, vous choisissez si le jeu vous demande chaque fois qu'un cube pourrait servir, s'il l'utilise toujours sans demander, ou s'il ne le propose jamais.</translation>
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
            <translation>Les réponses permanentes se modifient avant l'une de vos actions, quand c'est à vous de jouer, pour les activités extérieures où vous avez des cubes.</translation>
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
            <extracomment>Buttons drawn as the main way forward.</extracomment>
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
            <source>Click a free space of the Palace, the Bishopric or City Hall.</source>
            <translation>Cliquez sur une case libre du Palais, de l'Évêché ou de l'Hôtel de ville.</translation>
        </message>
        <message>
            <source>Drag dice onto a target (or click them, then the target); right-click your own die to reroll it for 1 influence.</source>
            <translation>Faites glisser des dés sur une cible (ou cliquez sur eux, puis sur la cible) ; clic droit sur l'un de vos dés pour le relancer contre 1 influence.</translation>
        </message>
        <message numerus="yes">
            <source>%n die chosen: add up to 3 of the same colour, or choose a target.</source>
            <translation>
                <numerusform>%n dé choisi : complétez jusqu'à 3 dés de la même couleur, ou choisissez une cible.</numerusform>
                <numerusform>%n dés choisis : complétez jusqu'à 3 dés de la même couleur, ou choisissez une cible.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n dice chosen: add up to 3 of the same colour, or choose a target.</source>
            <translation>
                <numerusform>%n dé choisi : complétez jusqu'à 3 dés de la même couleur, ou choisissez une cible.</numerusform>
                <numerusform>%n dés choisis : complétez jusqu'à 3 dés de la même couleur, ou choisissez une cible.</numerusform>
            </translation>
        </message>
        <message>
            <source>The black die shows {value}.</source>
            <translation>Le dé noir indique {value}.</translation>
        </message>
        <message>
            <source>Your chosen dice total {have} against {need}: enough, counter now.</source>
            <translation>Vos dés choisis totalisent {have} contre {need} : c'est assez, contrez maintenant.</translation>
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
            <translation>Choisissez jusqu'à 3 de vos dés à retourner (1 devient 6, 2 devient 5, 3 devient 4).</translation>
        </message>
        <message>
            <source>Le Roy plays step by step: Return or “Next step” plays the next one; each is shown on the board and explained in the chronicle.</source>
            <translation>Le Roy joue pas à pas : Entrée ou « Étape suivante » joue la suivante ; chacune est montrée sur le plateau et expliquée dans la chronique.</translation>
        </message>
        <message>
            <source>Le Roy plays by himself at the pace you chose; each step is shown on the board and explained in the chronicle.</source>
            <translation>Le Roy joue seul au rythme choisi ; chaque étape est montrée sur le plateau et expliquée dans la chronique.</translation>
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
            <translation>Le dé indique {points} : chaque denier payé à la banque ajoute 1 point d'action (le dé ne peut pas dépasser 6).</translation>
        </message>
        <message>
            <source>Each point: advance your guard one space (click the lit space) or put a cube on an open outdoor activity (click a lit tile), at most one per activity in this action.</source>
            <translation>Chaque point : avancez votre garde d'une case (cliquez sur la case éclairée) ou posez un cube sur une activité extérieure ouverte (cliquez sur une tuile éclairée), au plus un par activité dans cette action.</translation>
        </message>
        <message numerus="yes">
            <source>Click one of your dice (not the purple one), then the opponent's die it goes for; values are kept, one die per opponent. %n exchange made so far.</source>
            <translation>
                <numerusform>Cliquez sur l'un de vos dés (pas le violet), puis sur le dé adverse contre lequel l'échanger ; les valeurs sont conservées, un dé par adversaire. %n échange fait jusqu'ici.</numerusform>
                <numerusform>Cliquez sur l'un de vos dés (pas le violet), puis sur le dé adverse contre lequel l'échanger ; les valeurs sont conservées, un dé par adversaire. %n échanges faits jusqu'ici.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Click one of your dice (not the purple one), then the opponent's die it goes for; values are kept, one die per opponent. %n exchanges made so far.</source>
            <translation>
                <numerusform>Cliquez sur l'un de vos dés (pas le violet), puis sur le dé adverse contre lequel l'échanger ; les valeurs sont conservées, un dé par adversaire. %n échange fait jusqu'ici.</numerusform>
                <numerusform>Cliquez sur l'un de vos dés (pas le violet), puis sur le dé adverse contre lequel l'échanger ; les valeurs sont conservées, un dé par adversaire. %n échanges faits jusqu'ici.</numerusform>
            </translation>
        </message>
        <message>
            <source>A mixed card: this action either places cubes on it or uses cubes already there, not both.</source>
            <translation>Une carte mixte : cette action place des cubes dessus ou utilise ceux qui y sont déjà, pas les deux.</translation>
        </message>
        <message>
            <source>{card}: one of your citizens (from your supply, 2 influence, or one on the board) goes onto the card until someone frees it with a cube there.</source>
            <translation>{card} : l'un de vos habitants (de votre réserve, 2 influence, ou un sur le plateau) va sur la carte jusqu'à ce que quelqu'un le libère avec un cube dessus.</translation>
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
            <translation>{card} : perdez un cube d'une carte à usage différé, mixte ou de fin de partie, ou d'une activité extérieure.</translation>
        </message>
        <message>
            <source>Next step of le Roy</source>
            <translation>Étape suivante du Roy</translation>
        </message>
        <message>
            <source>Skip to my turn</source>
            <translation>Avancer jusqu'à moi</translation>
        </message>
        <message>
            <source>Play all of le Roy's steps now, up to your next decision (each stays in the chronicle)</source>
            <translation>Jouer maintenant toutes les étapes du Roy, jusqu'à votre prochaine décision (chacune reste dans la chronique)</translation>
        </message>
        <message>
            <source>How fast le Roy plays: a pause before each step, or step by step (Return)</source>
            <translation>À quel rythme joue le Roy : une pause avant chaque étape, ou pas à pas (Entrée)</translation>
        </message>
        <message>
            <source>How many spaces the guard advances (one action point each)</source>
            <translation>De combien de cases le garde avance (un point d'action par case)</translation>
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
                <numerusform>Avancer le garde de %n case (un point d'action par case)</numerusform>
                <numerusform>Avancer le garde de %n cases (un point d'action par case)</numerusform>
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
                <numerusform>Avancer le garde de %n case (un point d'action par case)</numerusform>
                <numerusform>Avancer le garde de %n cases (un point d'action par case)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RoundSummary</name>
        <message numerus="yes">
            <source>%n denier</source>
            <extracomment>How long the summary stays over the board, in milliseconds.</extracomment>
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
            <source>Final scoring</source>
            <translation>Décompte final</translation>
        </message>
        <message>
            <source>Margin: {margin} VP. “{rating}”</source>
            <translation>Écart : {margin} PV. « {rating} »</translation>
        </message>
        <message>
            <source>{player} beats le Roy!</source>
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
</TS>
