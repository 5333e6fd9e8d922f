"""The board: QGraphicsObject items redrawn from the GameModel (docs/architecture.md, "The Qt layer")."""
