from enum import StrEnum

class ChurchAcquiredParamsBibliosSource(StrEnum):
    AUCTION = "auction"
    KEEP = "keep"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
