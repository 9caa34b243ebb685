from enum import StrEnum

class ChooseLoserAction1347Type(StrEnum):
    CHOOSE_LOSER = "choose_loser"

    def __str__(self) -> str:
        return str(self.value)
