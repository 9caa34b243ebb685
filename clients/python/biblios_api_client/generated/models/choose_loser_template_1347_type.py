from enum import StrEnum

class ChooseLoserTemplate1347Type(StrEnum):
    CHOOSE_LOSER = "choose_loser"

    def __str__(self) -> str:
        return str(self.value)
