from enum import StrEnum

class GameExportBibliosGame(StrEnum):
    BIBLIOS = "biblios"

    def __str__(self) -> str:
        return str(self.value)
