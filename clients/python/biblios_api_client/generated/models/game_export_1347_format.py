from enum import StrEnum

class GameExport1347Format(StrEnum):
    VALUE_0 = "1347-game/1"

    def __str__(self) -> str:
        return str(self.value)
