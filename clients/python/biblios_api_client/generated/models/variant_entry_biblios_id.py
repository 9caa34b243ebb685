from enum import StrEnum

class VariantEntryBibliosId(StrEnum):
    MEDIEVAL_BLUFF = "medieval_bluff"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
