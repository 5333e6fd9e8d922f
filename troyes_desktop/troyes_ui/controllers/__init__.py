"""Controllers: drags, clicks and keys on the board turned into engine actions (DESIGN.md, "The Qt layer")."""
