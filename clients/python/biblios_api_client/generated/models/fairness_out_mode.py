from enum import StrEnum

class FairnessOutMode(StrEnum):
    COMMITTED = "committed"
    FIXED_DECK = "fixed_deck"
    SEEDED = "seeded"

    def __str__(self) -> str:
        return str(self.value)
