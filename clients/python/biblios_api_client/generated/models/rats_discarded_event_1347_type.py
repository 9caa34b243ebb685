from enum import StrEnum

class RatsDiscardedEvent1347Type(StrEnum):
    RATS_DISCARDED = "rats_discarded"

    def __str__(self) -> str:
        return str(self.value)
