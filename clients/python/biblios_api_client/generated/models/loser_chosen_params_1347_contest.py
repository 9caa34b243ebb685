from enum import StrEnum

class LoserChosenParams1347Contest(StrEnum):
    FLUTE = "flute"
    SWORD = "sword"

    def __str__(self) -> str:
        return str(self.value)
