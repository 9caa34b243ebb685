from enum import StrEnum

class CardRemovedEventType(StrEnum):
    CARD_REMOVED = "card_removed"

    def __str__(self) -> str:
        return str(self.value)
