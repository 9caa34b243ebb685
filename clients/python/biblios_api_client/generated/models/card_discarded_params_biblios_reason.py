from enum import StrEnum

class CardDiscardedParamsBibliosReason(StrEnum):
    EXCLUDED = "excluded"
    UNSOLD = "unsold"

    def __str__(self) -> str:
        return str(self.value)
