from enum import StrEnum

class GameExportBibliosFormat(StrEnum):
    BIBLIOS_GAME1 = "biblios-game/1"

    def __str__(self) -> str:
        return str(self.value)
