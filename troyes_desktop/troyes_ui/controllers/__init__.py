"""Controllers: drags, clicks and keys on the board turned into engine actions (docs/architecture.md, "The
Qt layer")."""
