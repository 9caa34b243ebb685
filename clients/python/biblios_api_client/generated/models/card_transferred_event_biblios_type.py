from enum import StrEnum

class CardTransferredEventBibliosType(StrEnum):
    CARD_TRANSFERRED = "card_transferred"

    def __str__(self) -> str:
        return str(self.value)
