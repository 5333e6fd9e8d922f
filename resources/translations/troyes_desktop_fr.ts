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
</TS>
