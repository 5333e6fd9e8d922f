"""The board: QGraphicsObject items redrawn from the TroyesModel (DESIGN.md, "The Qt layer")."""
