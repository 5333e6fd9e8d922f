"""The review of a played game: each decision of a seat against the Hard player's choice, in expected VP,
with the luck of the dice, the event cards, le Roy's dice and the characters drawn apart (issue 48).

:mod:`.model` holds what a review is (plain data, JSON in the history store); the computation lives beside it.
The package sits beside the computer players: it may import ``rules`` and ``bots``; the Qt models and the
interface import it.
"""
