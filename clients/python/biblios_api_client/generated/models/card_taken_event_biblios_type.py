from enum import StrEnum

class CardTakenEventBibliosType(StrEnum):
    CARD_TAKEN = "card_taken"

    def __str__(self) -> str:
        return str(self.value)
