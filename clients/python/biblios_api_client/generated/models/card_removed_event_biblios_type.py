from enum import StrEnum

class CardRemovedEventBibliosType(StrEnum):
    CARD_REMOVED = "card_removed"

    def __str__(self) -> str:
        return str(self.value)
