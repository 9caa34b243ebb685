from enum import StrEnum

class GameExportFormat(StrEnum):
    BIBLIOS_GAME1 = "biblios-game/1"

    def __str__(self) -> str:
        return str(self.value)
