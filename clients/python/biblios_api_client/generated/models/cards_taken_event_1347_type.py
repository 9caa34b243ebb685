from enum import StrEnum

class CardsTakenEvent1347Type(StrEnum):
    CARDS_TAKEN = "cards_taken"

    def __str__(self) -> str:
        return str(self.value)
