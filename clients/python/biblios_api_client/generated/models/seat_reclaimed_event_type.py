from enum import StrEnum

class SeatReclaimedEventType(StrEnum):
    SEAT_RECLAIMED = "seat_reclaimed"

    def __str__(self) -> str:
        return str(self.value)
