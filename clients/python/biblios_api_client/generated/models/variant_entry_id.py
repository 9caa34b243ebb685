from enum import StrEnum

class VariantEntryId(StrEnum):
    MEDIEVAL_BLUFF = "medieval_bluff"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
