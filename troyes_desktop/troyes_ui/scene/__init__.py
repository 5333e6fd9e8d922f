"""The board: QGraphicsObject items redrawn from the GameModel (DESIGN.md, "The Qt layer")."""
