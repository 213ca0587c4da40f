// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.26;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title TestNft
/// @notice A minimal ERC-721 for the AppKit emulator's local chains. For tests and demos only.
/// @dev Compiled once by emulator/scripts/compileContracts.mjs into TestNft.json. The emulator
/// deploys one as a "spam" collection (airdropped to the first test account) so that the
/// history API has a transfer flagged as spam.
contract TestNft {
    string public name;
    string public symbol;
    string private baseUri;
    address public immutable minter;
    uint256 public totalSupply;

    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) private approvals;
    mapping(address => mapping(address => bool)) private operators;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    /// @param name_ collection name
    /// @param symbol_ collection symbol
    /// @param baseUri_ prefix of every token URI (the token id is appended)
    constructor(string memory name_, string memory symbol_, string memory baseUri_) {
        name = name_;
        symbol = symbol_;
        baseUri = baseUri_;
        minter = msg.sender;
    }

    /// @notice Mints the next token id (starting at 1) to `to`; only the deployer may mint.
    function mint(address to) external returns (uint256 tokenId) {
        require(msg.sender == minter, "TestNft: only the minter");
        require(to != address(0), "TestNft: mint to the zero address");
        tokenId = ++totalSupply;
        owners[tokenId] = to;
        balances[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-721, ERC-721 metadata
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "TestNft: zero address");
        return balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = owners[tokenId];
        require(owner != address(0), "TestNft: no such token");
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat(baseUri, toDecimal(tokenId));
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || operators[owner][msg.sender], "TestNft: not allowed");
        approvals[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return approvals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return operators[owner][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "TestNft: wrong owner");
        require(to != address(0), "TestNft: transfer to the zero address");
        require(
            msg.sender == owner || approvals[tokenId] == msg.sender || operators[owner][msg.sender],
            "TestNft: not allowed"
        );
        delete approvals[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            require(answer == IERC721Receiver.onERC721Received.selector, "TestNft: refused by receiver");
        }
    }

    function toDecimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory text = new bytes(digits);
        for (; value != 0; value /= 10) text[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(text);
    }
}
