from enum import StrEnum

class CardDiscardedParamsReason(StrEnum):
    EXCLUDED = "excluded"
    UNSOLD = "unsold"

    def __str__(self) -> str:
        return str(self.value)
