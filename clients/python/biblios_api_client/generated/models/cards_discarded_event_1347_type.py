from enum import StrEnum

class CardsDiscardedEvent1347Type(StrEnum):
    CARDS_DISCARDED = "cards_discarded"

    def __str__(self) -> str:
        return str(self.value)
