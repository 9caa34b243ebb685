from enum import StrEnum

class CreateGameRequestBibliosGame(StrEnum):
    BIBLIOS = "biblios"

    def __str__(self) -> str:
        return str(self.value)
