from enum import StrEnum

class ViewBibliosVariant(StrEnum):
    MEDIEVAL_BLUFF = "medieval_bluff"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
