from enum import StrEnum

class ViewVariant(StrEnum):
    MEDIEVAL_BLUFF = "medieval_bluff"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
