"""The board: QGraphicsObject items redrawn from the TroyesModel (docs/architecture.md, "The Qt layer")."""
