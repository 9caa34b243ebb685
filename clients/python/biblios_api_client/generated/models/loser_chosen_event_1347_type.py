from enum import StrEnum

class LoserChosenEvent1347Type(StrEnum):
    LOSER_CHOSEN = "loser_chosen"

    def __str__(self) -> str:
        return str(self.value)
