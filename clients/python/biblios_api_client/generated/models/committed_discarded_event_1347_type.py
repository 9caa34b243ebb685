from enum import StrEnum

class CommittedDiscardedEvent1347Type(StrEnum):
    COMMITTED_DISCARDED = "committed_discarded"

    def __str__(self) -> str:
        return str(self.value)
