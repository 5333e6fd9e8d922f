"""Parts shared by the Troyes and Troyes Dice engines: RNG, dice, errors, serialization."""
