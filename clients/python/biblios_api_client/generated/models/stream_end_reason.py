from enum import StrEnum

class StreamEndReason(StrEnum):
    TOKEN_REPLACED = "token_replaced"

    def __str__(self) -> str:
        return str(self.value)
