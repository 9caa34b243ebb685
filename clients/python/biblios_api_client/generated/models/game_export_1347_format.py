from enum import StrEnum

class GameExport1347Format(StrEnum):
    FORMAT_1347_GAME_1 = "1347-game/1"

    def __str__(self) -> str:
        return str(self.value)
