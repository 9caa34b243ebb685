from enum import StrEnum

class ViewBibliosGame(StrEnum):
    BIBLIOS = "biblios"

    def __str__(self) -> str:
        return str(self.value)
