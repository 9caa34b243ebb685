from enum import StrEnum

class CreateGameRequestBibliosVariant(StrEnum):
    MEDIEVAL_BLUFF = "medieval_bluff"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
